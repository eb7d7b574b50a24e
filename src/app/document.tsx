import type { ReactNode } from "react";

import { ConsentManager } from "@/components/consent/consent-manager";

import { inter } from "./fonts";

/** The <html> and <body> of every page: the root layout's and the global 404 page's. */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        {/* First in the document, so the first Tab reaches the banner; fixed, so it moves nothing. */}
        <ConsentManager />
        {children}
      </body>
    </html>
  );
}
