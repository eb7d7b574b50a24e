/** Sample data for the /dashboard-mvp preview. Invented, and labelled as such on the page. */

export const dashboardUser = {
  name: "Sam Carter",
  company: "Carter Electrical Ltd",
  initials: "SC",
};

export type StatIcon = "projects" | "tasks" | "revenue" | "team";

export const dashboardStats: readonly {
  icon: StatIcon;
  label: string;
  value: string;
  change: string;
}[] = [
  { icon: "projects", label: "Active Projects", value: "12", change: "+2 this month" },
  { icon: "tasks", label: "Today's Tasks", value: "18", change: "5 due before noon" },
  { icon: "revenue", label: "Monthly Revenue", value: "£48,250", change: "+12% on last month" },
  { icon: "team", label: "Team Members", value: "24", change: "19 on site today" },
];

export const todaysSchedule: readonly {
  time: string;
  title: string;
  site: string;
  crew: string;
  status: "done" | "active" | "upcoming";
}[] = [
  {
    time: "07:30",
    title: "Toolbox talk: working at height",
    site: "Meadow View, plots 1-20",
    crew: "All gangs",
    status: "done",
  },
  {
    time: "08:00",
    title: "First fix, plots 14-17",
    site: "Meadow View",
    crew: "Gang A (4)",
    status: "active",
  },
  {
    time: "10:30",
    title: "Testing and certification, plot 9",
    site: "Riverside Phase 2",
    crew: "J. Patel",
    status: "upcoming",
  },
  {
    time: "13:00",
    title: "Valuation walk-round with QS",
    site: "Kingsway Court",
    crew: "Sam Carter",
    status: "upcoming",
  },
  {
    time: "15:30",
    title: "Snagging sweep, plots 3 and 5",
    site: "Riverside Phase 2",
    crew: "Gang B (2)",
    status: "upcoming",
  },
];

export const recentActivity: readonly { who: string; what: string; when: string }[] = [
  { who: "Gang A", what: "marked plot 13 second fix complete, 6 photos added", when: "12 min ago" },
  {
    who: "Priya (office)",
    what: "sent invoice INV-1042 to Ashgrove Homes, £6,480",
    when: "48 min ago",
  },
  { who: "J. Patel", what: "uploaded EIC certificate for plot 8", when: "1 h ago" },
  {
    who: "Site manager",
    what: "approved variation VO-031: extra sockets, plot 11",
    when: "2 h ago",
  },
  { who: "System", what: "CSCS card for M. Jones expires in 14 days", when: "Today" },
];

export type QuickActionIcon = "schedule" | "invoice" | "client" | "issue";

export const quickActions: readonly { icon: QuickActionIcon; label: string }[] = [
  { icon: "schedule", label: "Schedule Task" },
  { icon: "invoice", label: "Create Invoice" },
  { icon: "client", label: "Add Client" },
  { icon: "issue", label: "Report Issue" },
];
