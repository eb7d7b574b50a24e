import "server-only";

import { getDatabase } from "../db";
import { env } from "../env";
import { HttpError, readLimited } from "../http/request";
import { logger } from "../log";
import { basicAuthMatches, checkHmac } from "./auth";
import { genericEvents, type MailEvent, postmarkEvents, sesEvents } from "./parse";
import { applyMailEvents } from "./record";
import {
  asSnsMessage,
  confirmSnsSubscription,
  type SnsTrust,
  snsTrust,
  verifySnsMessage,
} from "./sns";

/** SNS messages are at most 256 KB; a batch of 100 generic events is far smaller. */
const MAX_BODY_BYTES = 300 * 1024;
/** An SNS message older than this is refused: SNS's retries end well within it. */
const SNS_MAX_AGE_MS = 60 * 60 * 1000;

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

const unauthorised = (format: string) =>
  json(
    401,
    { error: "unauthorized", message: "This event is not signed by a provider we accept." },
    format === "postmark" ? { "www-authenticate": 'Basic realm="mail-events"' } : {},
  );

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

type Format = "ses" | "postmark" | "generic" | "unknown";

/** Which format a request claims, from its headers alone (nothing is trusted until checked). */
function formatOf(request: Request): Format {
  if (request.headers.get("x-amz-sns-message-type")) return "ses";
  if (request.headers.get("x-mail-event-signature")) return "generic";
  if (/^Basic /i.test(request.headers.get("authorization") ?? "")) return "postmark";
  return "unknown";
}

type Authenticated = { events: MailEvent[] } | { response: Response };

async function fromSns(body: string, trust: SnsTrust, now: number): Promise<Authenticated> {
  const message = asSnsMessage(parseJson(body));
  if (!message) return { response: unauthorised("ses") };
  const topics = env().MAIL_EVENTS_SNS_TOPIC_ARNS;
  const timestamp = Date.parse(message.Timestamp);
  // The topic first: anyone may create an SNS topic and have SNS sign its messages.
  if (
    !topics.includes(message.TopicArn) ||
    !Number.isFinite(timestamp) ||
    now - timestamp > SNS_MAX_AGE_MS ||
    !(await verifySnsMessage(message, trust))
  ) {
    return { response: unauthorised("ses") };
  }
  if (message.Type === "SubscriptionConfirmation") {
    const confirmed = await confirmSnsSubscription(message, trust);
    logger().info({ confirmed }, "mail events: SNS subscription confirmation");
    return {
      response: confirmed
        ? json(200, { status: "subscribed" })
        : json(502, { error: "not_confirmed", message: "SNS did not confirm the subscription." }),
    };
  }
  if (message.Type !== "Notification") return { response: json(200, { status: "ignored" }) };
  return { events: sesEvents(message.MessageId, message.Message) };
}

export interface MailEventsOptions {
  /** Where SNS certificates may come from, and how they are fetched (tests serve their own). */
  trust?: SnsTrust;
  now?: () => number;
}

/**
 * POST /api/mail-events (decision 090): bounces and complaints from Amazon SES through SNS,
 * Postmark, or the generic HMAC-signed format. Each format is authenticated before its body is
 * read as events; anything unauthenticated is a 401 and changes nothing.
 */
export function mailEventsEndpoint({ trust = snsTrust, now = Date.now }: MailEventsOptions = {}) {
  return async function handleMailEvents(request: Request): Promise<Response> {
    const format = formatOf(request);
    if (format === "unknown") return unauthorised(format);
    const config = env();
    // Postmark's credentials are checked before the body is read at all.
    if (
      format === "postmark" &&
      !basicAuthMatches(request.headers.get("authorization"), config.MAIL_EVENTS_POSTMARK_AUTH)
    ) {
      return unauthorised(format);
    }
    let body: string;
    try {
      body = await readLimited(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof HttpError) {
        return json(error.status, { error: "bad_request", message: error.message });
      }
      throw error;
    }
    let events: MailEvent[];
    if (format === "ses") {
      const authenticated = await fromSns(body, trust, now());
      if ("response" in authenticated) return authenticated.response;
      events = authenticated.events;
    } else if (format === "generic") {
      const check = checkHmac(
        config.MAIL_EVENTS_HMAC_SECRET,
        request.headers.get("x-mail-event-timestamp"),
        request.headers.get("x-mail-event-signature"),
        body,
        now(),
      );
      if (check !== "ok") return unauthorised(format);
      const parsed = genericEvents(parseJson(body));
      if (!parsed) {
        return json(422, {
          error: "invalid_body",
          message:
            'Send {"id", "type": "hard_bounce" | "soft_bounce" | "complaint", "email", "message_id"?} or an array of up to 100.',
        });
      }
      events = parsed;
    } else {
      events = postmarkEvents(parseJson(body));
    }
    const { db } = await getDatabase();
    const counts = await applyMailEvents(db, events);
    // Counts only: never an address, an id or anything else the provider sent.
    logger().info({ format, ...counts }, "mail events");
    return json(200, { status: "ok", ...counts });
  };
}
