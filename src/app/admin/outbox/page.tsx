import { AdminShell } from "@/components/admin/admin-shell";
import { OutboxView } from "@/components/admin/outbox-view";
import { listOutbox, parseOutboxView } from "@/server/admin/outbox";

import { type QueryProps, signedInQuery } from "../_console/signed-in";

export const metadata = { title: "Outbox" };

export default async function AdminOutboxPage(props: QueryProps) {
  const params = await signedInQuery(props);
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
