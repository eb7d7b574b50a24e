import "../console.css";

import type { ReactNode } from "react";

/** The stylesheet for the dashboard preview (the root layout imports none: decision 036). */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return children;
}
