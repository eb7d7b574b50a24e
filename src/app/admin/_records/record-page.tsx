import { notFound } from "next/navigation";

import { findRecord } from "@/server/admin/records/detail";
import { requireAdminSession } from "@/server/admin/session";

import type { ActionFlags } from "@/components/admin/records/record-actions";
import { RecordDetailView } from "@/components/admin/records/record-detail";

export interface RecordPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ released?: string; "release-missed"?: string } & ActionFlags>;
}

/**
 * The body of the three record pages. Called (not rendered) from each page's own function, so the
 * session check and its redirect happen before anything is streamed.
 */
export async function recordPage(table: Parameters<typeof findRecord>[0], props: RecordPageProps) {
  await requireAdminSession();
  const record = await findRecord(table, Number((await props.params).id));
  if (!record) notFound();
  const flags = await props.searchParams;
  return (
    <RecordDetailView
      record={record}
      released={flags.released === "1"}
      releaseMissed={flags["release-missed"] === "1"}
      flags={{ resend: flags.resend, answered: flags.answered, note: flags.note }}
    />
  );
}
