import Link from "next/link";
import type { ReactNode } from "react";

import { typedTextClass } from "../data-table";

/** A record's name as the link to its page, with a smaller line beneath (its e-mail, its date). */
export function RecordLink({
  href,
  children,
  detail,
}: {
  href: string;
  children: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <>
      <Link
        href={href}
        className={`font-semibold text-navy-900 hover:text-brand-700 hover:underline ${typedTextClass}`}
      >
        {children}
      </Link>
      {detail !== undefined && (
        <span className={`block text-xs text-slate-600 ${typedTextClass}`}>{detail}</span>
      )}
    </>
  );
}
