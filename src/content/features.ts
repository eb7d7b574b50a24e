/** The six feature cards of the landing page (spec section 2, "Features"). */

export type FeatureIcon = "schedule" | "quote" | "finance" | "clients" | "analytics" | "compliance";

export interface Feature {
  icon: FeatureIcon;
  title: string;
  description: string;
  points: [string, string, string];
}

export const features: readonly Feature[] = [
  {
    icon: "schedule",
    title: "Project Scheduling",
    description:
      "Plan every plot and phase against the main contractor's programme, and see who is where each day.",
    points: [
      "Drag-and-drop job calendar",
      "Gang and labour allocation",
      "Look-ahead plans by site",
    ],
  },
  {
    icon: "quote",
    title: "Quote & Invoice Management",
    description:
      "Price jobs from your own rates, send professional quotes, and turn accepted work into invoices in a tap.",
    points: [
      "Quotes from your rate library",
      "CIS and reverse-charge VAT ready",
      "Payment reminders",
    ],
  },
  {
    icon: "finance",
    title: "Financial Tracking",
    description:
      "Know what every job is making while it is still running, not months later when the accountant calls.",
    points: [
      "Job costing against budget",
      "Retentions and release dates",
      "Applications for payment",
    ],
  },
  {
    icon: "clients",
    title: "Client Relationship Management",
    description:
      "Every contractor, developer and homeowner in one place, with the full history of jobs, calls and documents.",
    points: [
      "Contacts and site details",
      "Notes, photos and e-mails",
      "Follow-ups that don't slip",
    ],
  },
  {
    icon: "analytics",
    title: "Business Analytics",
    description:
      "See which trades, clients and sites make you money, and where time and materials leak away.",
    points: ["Profit by job and client", "Labour utilisation", "Cash-flow forecast"],
  },
  {
    icon: "compliance",
    title: "Compliance & Documentation",
    description:
      "Keep RAMS, certificates, cards and handover packs organised and ready for the site manager's audit.",
    points: [
      "RAMS and toolbox talks",
      "CSCS and competence expiry alerts",
      "Handover packs per plot",
    ],
  },
];
