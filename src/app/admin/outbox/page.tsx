import { AdminShell } from "@/components/admin/admin-shell";
import { OutboxView } from "@/components/admin/outbox-view";
import { listOutbox, parseOutboxView } from "@/server/admin/outbox";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Outbox" };

export default async function AdminOutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  await requireAdminSession();
  const params = await searchParams;
  const outbox = await listOutbox(parseOutboxView(params.status), Number(params.page ?? 1));
  return (
    <AdminShell
      section="outbox"
      title="Outbox"
      description="Notifications still to be delivered, and those that gave up, with their last error."
    >
      <OutboxView
        outbox={outbox}
        retried={params.retried ? Number(params.retried) : null}
        retryMissed={params["retry-missed"] === "1"}
      />
    </AdminShell>
  );
}
