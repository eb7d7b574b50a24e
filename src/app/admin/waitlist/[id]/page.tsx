import { notFound } from "next/navigation";

import { RecordDetailView } from "@/components/admin/records/record-detail";
import { findRecord } from "@/server/admin/records/detail";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Waitlist record" };

export default async function AdminWaitlistRecordPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ released?: string; "release-missed"?: string }>;
}) {
  await requireAdminSession();
  const record = await findRecord("waitlist", Number((await params).id));
  if (!record) notFound();
  const flags = await searchParams;
  return (
    <RecordDetailView
      record={record}
      released={flags.released === "1"}
      releaseMissed={flags["release-missed"] === "1"}
    />
  );
}
