import { SiteLink } from "./site-link";
import type { ComponentProps } from "react";

type Variant = "primary" | "secondary" | "ghost" | "inverted";
type Size = "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "border border-slate-300 bg-white text-navy-900 hover:bg-slate-50",
  ghost: "text-navy-900 hover:bg-slate-100",
  inverted: "bg-white text-navy-900 hover:bg-brand-50",
};

const sizes: Record<Size, string> = {
  md: "min-h-10 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-2 text-base",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md"): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors forced-colors:border ${variants[variant]} ${sizes[size]}`;
}

export type Styling = { variant?: Variant; size?: Size };

export function ButtonLink({
  variant = "primary",
  size = "md",
  className = "",
  ...props
}: ComponentProps<typeof SiteLink> & Styling) {
  return <SiteLink {...props} className={`${buttonClasses(variant, size)} ${className}`} />;
}

/**
 * A link to /signup or /contact that opens the matching dialog when JavaScript is running
 * (components/forms/dialog-host.tsx). A plain <a>: Next's <Link> would take the click first.
 */
export function DialogLink({
  dialog,
  plan,
  variant = "primary",
  size = "md",
  className = "",
  button = true,
  ...props
}: Omit<ComponentProps<"a">, "href"> &
  Styling & { dialog: "waitlist" | "contact"; plan?: string; button?: boolean }) {
  const href = dialog === "contact" ? "/contact" : plan ? `/signup?plan=${plan}` : "/signup";
  return (
    <a
      {...props}
      href={href}
      data-dialog={dialog}
      data-plan={plan}
      className={button ? `${buttonClasses(variant, size)} ${className}` : className}
    />
  );
}
