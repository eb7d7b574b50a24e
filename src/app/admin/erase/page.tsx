import { AdminShell } from "@/components/admin/admin-shell";
import { AuditLog } from "@/components/admin/erase/audit-log";
import { EraseConfirm } from "@/components/admin/erase/erase-confirm";
import { EraseDone } from "@/components/admin/erase/erase-done";
import { EraseFind } from "@/components/admin/erase/erase-find";
import { recentAudit } from "@/server/audit";
import { previewErasure } from "@/server/people/erasure";

import { type QueryProps, signedInQuery } from "../_console/signed-in";

export const metadata = { title: "Erasure" };

/** Step 1: find an address; step 2: see what is held and confirm; step 3: the outcome. */
export default async function AdminErasePage(props: QueryProps) {
  const params = await signedInQuery(props);
  const preview = params.email ? await previewErasure(params.email) : null;
  const audit = await recentAudit();
  return (
    <AdminShell
      section="erase"
      title="Erase a person's data"
      description="For a request under UK GDPR: removes everything held about one e-mail address."
    >
      {params.erased && <EraseDone params={params} />}
      {preview ? <EraseConfirm preview={preview} /> : <EraseFind email={params.email ?? ""} />}
      <AuditLog entries={audit} />
    </AdminShell>
  );
}
