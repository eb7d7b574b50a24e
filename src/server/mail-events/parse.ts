import "server-only";

/**
 * Each provider's events as one shape (decision 090). Only bounces and complaints matter here;
 * a delivery, an open or anything else a provider sends is accepted and ignored.
 */
export type MailEventKind = "hard_bounce" | "soft_bounce" | "complaint";
export type Provider = "ses" | "postmark" | "generic";

export interface MailEvent {
  provider: Provider;
  /** The provider's own id for the event: a second delivery of it changes nothing. */
  eventId: string;
  kind: MailEventKind;
  /** The address as the provider reports it. */
  email: string;
  /** The Message-ID header of the message it is about, when the provider reports it. */
  messageId?: string;
}

const text = (value: unknown, max = 320): string | undefined =>
  typeof value === "string" && value.length > 0 && value.length <= max ? value : undefined;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, 100) : []);

/** The Message-ID SES reports: the original header when included, else its common headers'. */
function sesMessageId(mail: Record<string, unknown>): string | undefined {
  for (const header of list(mail.headers)) {
    const { name, value } = record(header);
    if (typeof name === "string" && name.toLowerCase() === "message-id") return text(value, 998);
  }
  return text(record(mail.commonHeaders).messageId, 998);
}

/**
 * An SES notification (the Message of an SNS Notification, as JSON): notifications and event
 * publishing both. A Permanent bounce is hard; Transient and Undetermined are soft.
 */
export function sesEvents(snsMessageId: string, message: string): MailEvent[] {
  let body: Record<string, unknown>;
  try {
    body = record(JSON.parse(message));
  } catch {
    return [];
  }
  const type = body.notificationType ?? body.eventType;
  const messageId = sesMessageId(record(body.mail));
  const events = (kind: MailEventKind, recipients: unknown[]): MailEvent[] =>
    recipients.flatMap((recipient, index) => {
      const email = text(record(recipient).emailAddress);
      return email
        ? [{ provider: "ses", eventId: `${snsMessageId}:${index}`, kind, email, messageId }]
        : [];
    });
  if (type === "Bounce") {
    const bounce = record(body.bounce);
    return events(
      bounce.bounceType === "Permanent" ? "hard_bounce" : "soft_bounce",
      list(bounce.bouncedRecipients),
    );
  }
  if (type === "Complaint") {
    return events("complaint", list(record(body.complaint).complainedRecipients));
  }
  return [];
}

const postmarkHard = new Set(["HardBounce", "BadEmailAddress", "ManuallyDeactivated"]);
const postmarkSoft = new Set(["SoftBounce", "Transient", "DnsError"]);

/** A Postmark bounce or spam-complaint webhook. Other bounce types (auto-replies) are no bounce. */
export function postmarkEvents(body: unknown): MailEvent[] {
  const event = record(body);
  const id =
    typeof event.ID === "number" || typeof event.ID === "string" ? String(event.ID) : undefined;
  const email = text(event.Email);
  if (!id || !email) return [];
  const type = event.Type;
  const kind: MailEventKind | null =
    event.RecordType === "SpamComplaint" || type === "SpamComplaint"
      ? "complaint"
      : event.RecordType === "Bounce" && typeof type === "string"
        ? postmarkHard.has(type)
          ? "hard_bounce"
          : postmarkSoft.has(type)
            ? "soft_bounce"
            : null
        : null;
  return kind ? [{ provider: "postmark", eventId: `${event.RecordType}:${id}`, kind, email }] : [];
}

const genericKinds = new Set<string>(["hard_bounce", "soft_bounce", "complaint"]);

/**
 * The generic format: one event `{ "id", "type", "email", "message_id"? }` or an array of up to
 * 100. Null when any event is malformed: then nothing of the request is applied.
 */
export function genericEvents(body: unknown): MailEvent[] | null {
  const items = Array.isArray(body) ? body : [body];
  if (items.length === 0 || items.length > 100) return null;
  const events: MailEvent[] = [];
  for (const item of items) {
    const event = record(item);
    const id = text(event.id, 200);
    const email = text(event.email);
    const kind = event.type;
    const messageId = event.message_id === undefined ? undefined : text(event.message_id, 998);
    if (!id || !email || typeof kind !== "string" || !genericKinds.has(kind)) return null;
    if (event.message_id !== undefined && !messageId) return null;
    events.push({
      provider: "generic",
      eventId: id,
      kind: kind as MailEventKind,
      email,
      ...(messageId ? { messageId } : {}),
    });
  }
  return events;
}
