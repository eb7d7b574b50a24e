import "server-only";

import { myData } from "@/content/my-data";

import { logger } from "../log";
import { getPersonalData } from "./data";
import { openPersonalLink } from "./open-link";

/** What every answer about a person carries: never cached, never indexed, no referrer. */
export const personalHeaders = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex, nofollow",
} as const;

/**
 * GET /my-data/download?token=: everything held, as one JSON file (UK GDPR access and
 * portability). Reads only: a GET or HEAD changes nothing.
 */
export async function downloadPersonalData(request: Request): Promise<Response> {
  const opened = await openPersonalLink(new URL(request.url).searchParams.get("token"));
  if (opened.status !== "open") {
    const why =
      opened.status === "closed" ? myData.closedLink : "This link has expired or isn't valid.";
    return new Response(`${why} Ask for a fresh one at /my-data.\n`, {
      status: 404,
      headers: { ...personalHeaders, "content-type": "text/plain; charset=utf-8" },
    });
  }
  try {
    const data = await getPersonalData(opened.email);
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        ...personalHeaders,
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="grafter-my-data-${data.generated_at.slice(0, 10)}.json"`,
      },
    });
  } catch (error) {
    logger().error({ err: error }, "personal data download failed");
    return new Response("Something went wrong. Please try again later.\n", {
      status: 500,
      headers: { ...personalHeaders, "content-type": "text/plain; charset=utf-8" },
    });
  }
}
