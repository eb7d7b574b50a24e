/** Paths of a person's own page (/my-data); the token in them is the key to it. */

export type PersonalPageNote =
  "corrected" | "deleted" | "unsubscribed" | "lifted" | "missing" | "failed";

/** The page for a token, with a note on what just happened, or the deletion step. */
export function personalPagePath(
  token: string,
  extra: { done?: PersonalPageNote; step?: "delete"; entry?: string; errors?: string } = {},
): string {
  return `/my-data/view?${new URLSearchParams({ token, ...extra })}`;
}

export function personalDownloadPath(token: string): string {
  return `/my-data/download?${new URLSearchParams({ token })}`;
}

/** Field errors of a refused correction, carried to the page in its address (messages only). */
export function encodeFieldErrors(errors: Record<string, string>): string {
  return Buffer.from(JSON.stringify(errors)).toString("base64url");
}

export function decodeFieldErrors(
  encoded: string | undefined,
  fields: readonly string[],
): Record<string, string> {
  if (!encoded || encoded.length > 2000) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([key, value]) => fields.includes(key) && typeof value === "string" && value.length <= 200,
      ),
    );
  } catch {
    return {};
  }
}
