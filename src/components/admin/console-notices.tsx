import { formatDateTime } from "./format";
import { Notice } from "./notice";

/** What the site did on its own that the founders should know (console_notices, decision 082). */
export function ConsoleNotices({
  notices,
}: {
  notices: { id: number; at: string; message: string }[];
}) {
  if (notices.length === 0) return null;
  return (
    <section aria-label="Notices" className="grid gap-3">
      {notices.map((notice) => (
        <Notice key={notice.id} tone="warn">
          <time dateTime={notice.at} className="font-semibold">
            {formatDateTime(notice.at)}
          </time>
          : {notice.message}
        </Notice>
      ))}
    </section>
  );
}
