/** Header and footer links. Section anchors use "/#..." so they work from every page. */

export interface NavLink {
  label: string;
  href: string;
  /** With JavaScript, opens this dialog instead of navigating. */
  dialog?: "waitlist" | "contact";
}

export const sectionLinks: readonly NavLink[] = [
  { label: "Features", href: "/#features" },
  { label: "Trades", href: "/#target-audience" },
  { label: "Pricing", href: "/#pricing" },
];

export const headerLinks: readonly NavLink[] = [...sectionLinks, { label: "Blog", href: "/blog" }];

export const footerGroups: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: "Product",
    links: [
      ...sectionLinks,
      { label: "Locations", href: "/locations" },
      { label: "Dashboard preview", href: "/dashboard-mvp" },
      { label: "Join the waitlist", href: "/signup", dialog: "waitlist" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/contact", dialog: "contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Service", href: "/legal/terms" },
      { label: "Privacy Policy", href: "/legal/privacy" },
      { label: "Cookie Policy", href: "/legal/cookies" },
    ],
  },
];
