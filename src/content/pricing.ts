/** Copy for the pricing section that is not a plan: the user kinds and 'All Plans Include'. */
import { fieldUserPrice } from "./site";

export const userKinds = [
  {
    title: "Back-office users",
    description:
      "Owners, estimators, office and site managers: full access to every feature. Priced per user per month by plan.",
  },
  {
    title: "Field users",
    description: `Subcontractors and on-site employees using the field app: £${fieldUserPrice} per user per month on every plan.`,
  },
] as const;

export type IncludeGroupIcon = "projects" | "finance" | "resources" | "safety";

export const allPlansInclude: readonly {
  icon: IncludeGroupIcon;
  title: string;
  items: string[];
}[] = [
  {
    icon: "projects",
    title: "Project Management",
    items: [
      "Job and plot tracking",
      "Site diaries and photos",
      "Task lists and reminders",
      "Document storage",
    ],
  },
  {
    icon: "finance",
    title: "Financial Tools",
    items: ["Quotes and invoices", "CIS deductions", "Retention tracking", "Accounting export"],
  },
  {
    icon: "resources",
    title: "Resource Management",
    items: [
      "Team and gang scheduling",
      "Field app for every worker",
      "Timesheets",
      "Materials lists",
    ],
  },
  {
    icon: "safety",
    title: "Compliance & Safety",
    items: ["RAMS library", "Certificate expiry alerts", "Toolbox talk records", "Handover packs"],
  },
];
