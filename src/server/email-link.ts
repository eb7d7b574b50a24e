import { tokenShape } from "./token-shape";

/** The query of a page an e-mail link opens, as Next hands it to the page. */
export interface EmailLinkProps {
  searchParams: Promise<{ token?: string | string[] }>;
}

/**
 * What an e-mail link's token names, with the token: null when the token is malformed (it is
 * never sent to the database) or names nothing.
 */
export async function openEmailLink<State>(
  token: unknown,
  lookUp: (token: string) => Promise<State | null>,
): Promise<{ token: string; state: State } | null> {
  const shaped = tokenShape(token);
  const state = shaped ? await lookUp(shaped) : null;
  return shaped && state ? { token: shaped, state } : null;
}
