import { requireAdminSession } from "@/server/admin/session";

/** A console page's query string, as Next hands it to the page. */
export interface QueryProps {
  searchParams: Promise<Record<string, string | undefined>>;
}

/** A campaign's pages: its id from the path, and the query string. */
export interface IdQueryProps extends QueryProps {
  params: Promise<{ id: string }>;
}

/** The session first, as every console page asks for it itself, and then the page's query. */
export async function signedInQuery({ searchParams }: QueryProps) {
  await requireAdminSession();
  return searchParams;
}
