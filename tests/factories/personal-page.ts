/** A form post as the person's page sends it: Origin null (no-referrer), same-origin fetch. */
export function personalPagePost(
  path: string,
  fields: Record<string, string>,
  site = "same-origin",
) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "null",
      "sec-fetch-site": site,
    },
    body: new URLSearchParams(fields),
  });
}

/** The sealed token a personal link carries. */
export const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
