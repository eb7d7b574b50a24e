import { AdminShell } from "@/components/admin/admin-shell";
import { FoundersView } from "@/components/admin/founders/founders-view";
import { listFounders } from "@/server/admin/founders";

import { type QueryProps, signedInQuery } from "../_console/signed-in";

export const metadata = { title: "Founders" };

export default async function AdminFoundersPage(props: QueryProps) {
  const params = await signedInQuery(props);
  return (
    <AdminShell
      section="founders"
      title="Founders"
      description="The holders of the founder places, in place order, and where each one's invitation stands."
    >
      <FoundersView
        founders={await listFounders()}
        invited={params.invited === undefined ? null : Number(params.invited)}
        places={params.places ?? null}
      />
    </AdminShell>
  );
}
