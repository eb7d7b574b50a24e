import "server-only";

import { encodeFieldErrors, type PersonalPageNote, personalPagePath } from "@/lib/personal-page";
import { correctableFieldNames } from "@/lib/validation/fields";
import { normaliseEmail } from "@/lib/validation/mailbox";

import { liftSuppression } from "../campaigns/suppression";
import { HttpError, readBody } from "../http/request";
import { getDatabase } from "../db";
import { logger } from "../log";
import { unsubscribeAddress } from "../submissions/newsletter-links";
import { correctWaitlistEntry } from "./correct";
import { personalHeaders } from "./download";
import { eraseEverythingAbout } from "./erasure";
import { openPersonalLink } from "./open-link";

// The person's page is sent with `Referrer-Policy: no-referrer`, under which browsers send
// `Origin: null` on its form posts; Next's Server Actions refuse that, so these two forms post to
// route handlers. The token in the body is the key: another site cannot know it, and
// Sec-Fetch-Site is checked as well (docs/decisions/021).

// Chrome keeps even a no-store page for the back button, so after a deletion Back would show
// what was deleted. "cache" has the browser drop its cached pages of this site, those kept for
// the back button included, before it follows the redirect (docs/decisions/047).
const dropKeptPages = { "clear-site-data": '"cache"' } as const;

function seeOther(location: string, changed = false): Response {
  return new Response(null, {
    status: 303,
    headers: { ...personalHeaders, ...(changed ? dropKeptPages : {}), location },
  });
}

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { ...personalHeaders, "content-type": "text/plain; charset=utf-8" },
  });
}

async function readPost(request: Request): Promise<Record<string, string> | Response> {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    return plain(403, "Cross-site requests are not allowed");
  }
  try {
    const body = await readBody(request);
    return Object.fromEntries(
      Object.entries(body).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch (error) {
    if (error instanceof HttpError) return plain(error.status, error.message);
    throw error;
  }
}

/** The posted form and the address its link opens; a refusal or a bad link is the answer. */
async function readLinkPost(request: Request) {
  const form = await readPost(request);
  if (form instanceof Response) return form;
  const token = form.token ?? "";
  const opened = await openPersonalLink(token);
  return opened.status === "open"
    ? { form, token, email: opened.email }
    : seeOther(personalPagePath(token));
}

/** POST /my-data/correct: one waitlist entry, then back to the page with the outcome. */
export async function handleCorrection(request: Request): Promise<Response> {
  const post = await readLinkPost(request);
  if (post instanceof Response) return post;
  const { form, token } = post;
  const entry = form.entry ?? "";
  const values = Object.fromEntries(correctableFieldNames.map((name) => [name, form[name] ?? ""]));
  const result = await correctWaitlistEntry(post.email, Number(entry), values);
  switch (result.status) {
    case "ok":
      return seeOther(personalPagePath(token, { done: "corrected" }), true);
    case "invalid":
      return seeOther(
        personalPagePath(token, { entry, errors: encodeFieldErrors(result.fieldErrors) }),
      );
    case "not_found":
      return seeOther(personalPagePath(token, { done: "missing" }));
    default:
      return seeOther(personalPagePath(token, { done: "failed" }));
  }
}

/**
 * A change the person's page makes in one step: the link's post checked, `act` run on it, and
 * the page again, saying `done` or, logged as `failure`, that it failed.
 */
async function oneStep(
  request: Request,
  done: PersonalPageNote,
  failure: string,
  act: (post: { email: string; token: string }) => Promise<void>,
): Promise<Response> {
  const post = await readLinkPost(request);
  if (post instanceof Response) return post;
  try {
    await act(post);
  } catch (error) {
    logger().error({ err: error }, failure);
    return seeOther(personalPagePath(post.token, { done: "failed" }));
  }
  return seeOther(personalPagePath(post.token, { done }), true);
}

/** POST /my-data/unsubscribe: the newsletter alone, for a person without its e-mail to hand. */
export function handleUnsubscribe(request: Request): Promise<Response> {
  return oneStep(request, "unsubscribed", "personal unsubscribe failed", async ({ email }) => {
    await unsubscribeAddress((await getDatabase()).db, email);
  });
}

/**
 * POST /my-data/suppression: takes the link's mailbox off the do-not-mail list, the person's own
 * choice (decisions 087 and 090). The list is kept by canonical mailbox, so it is lifted for it.
 */
export function handleLiftSuppression(request: Request): Promise<Response> {
  return oneStep(request, "lifted", "lifting a suppression failed", async ({ email }) => {
    const lifted = await liftSuppression((await getDatabase()).db, normaliseEmail(email));
    logger().info({ lifted }, "a person lifted their suppression");
  });
}

/** POST /my-data/erase: everything given under the link's address, once the box is ticked. */
export async function handleErasure(request: Request): Promise<Response> {
  const post = await readLinkPost(request);
  if (post instanceof Response) return post;
  const { form, token } = post;
  if (form.confirm !== "yes" || form.understood !== "on") {
    return seeOther(personalPagePath(token, { step: "delete" }));
  }
  let result: Awaited<ReturnType<typeof eraseEverythingAbout>>;
  try {
    // One function for this page and the console: it takes the places lock first (decision 081).
    result = await eraseEverythingAbout(post.email, "person");
  } catch (error) {
    logger().error({ err: error }, "personal erasure failed");
    result = null;
  }
  if (!result) return seeOther(personalPagePath(token, { done: "failed" }));
  logger().info({ auditId: result.auditId, ...result.counts }, "a person erased their data");
  return seeOther(personalPagePath(token, { done: "deleted" }), true);
}
