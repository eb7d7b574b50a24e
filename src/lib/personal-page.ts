/** Paths of a person's own page (/my-data); the token in them is the key to it. */

export type PersonalPageNote = "corrected" | "deleted" | "failed";

/** The page for a token, with a note on what just happened, or the deletion step. */
export function personalPagePath(
  token: string,
  extra: { done?: PersonalPageNote; step?: "delete" } = {},
): string {
  return `/my-data/view?${new URLSearchParams({ token, ...extra })}`;
}

export function personalDownloadPath(token: string): string {
  return `/my-data/download?${new URLSearchParams({ token })}`;
}
