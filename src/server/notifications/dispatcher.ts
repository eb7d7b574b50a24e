import "server-only";

import { sql } from "drizzle-orm";

import { mailDomain } from "@/lib/site-config";

import type { Database } from "../db";
import { queryRows } from "../db/query";
import type { OutboxRow } from "../db/schema";
import { signupOrigin } from "../analytics/signup-origin";
import { findPersonByEmail } from "../founders/confirmation";
import { founderPlacesLeft } from "../founders/places";
import { invitationForMail } from "../founders/invitations";
import { confirmationToken } from "../founders/token";
import {
  contactAcknowledgementMail,
  founderPlaceOpenedMail,
  newsletterConfirmationMail,
  newsletterUnsubscribeUrl,
  waitlistConfirmationMail,
  waitlistReminderMail,
} from "./templates";
import { personalPageUrl } from "../personal-link";
import { derivedKey } from "../secrets";
import { founderInvitationMail } from "./founder-invitation-mail";
import { founderNoticeMail } from "./founder-notice-mail";
import { personalLinkMail } from "./personal-link-mail";
import { concerning, type MailMessage, type MailTransport, postWebhook } from "./transports";
import type {
  ContactAcknowledgement,
  FounderInvitationMessage,
  FounderNotice,
  FounderPlaceOpened,
  MailboxState,
  NewsletterConfirmation,
  PersonalLinkRequest,
  WaitlistConfirmation,
} from "./types";

export interface DispatcherOptions {
  transport: MailTransport;
  from: string;
  notifyTo: string[];
  webhook?: { url: string; key?: string };
  maxAttempts: number;
  retryBaseMs: number;
  /** How long a claimed row stays with this instance before another may take it over. */
  leaseMs?: number;
  /** Rows claimed per statement. */
  batchSize?: number;
  /** Deliveries in flight at once within a batch. */
  concurrency?: number;
  /**
   * A wake-up waits this long before the run starts, so a burst of sign-ups is delivered in a few
   * large batches rather than one small run per sign-up (a claim, an update and a wake-up each).
   */
  lingerMs?: number;
  /** Days an unconfirmed waitlist address has to confirm, as its e-mails say (default 7). */
  waitlistConfirmDays?: number;
  /**
   * This instance, stable across its restarts (instanceIdFromEnv): stored with each lease, so a
   * restart after a crash takes its own leases back at once rather than after `leaseMs`.
   */
  instanceId?: string;
  /**
   * Outbox kinds composed by the folders above this one (a campaign's message), by kind. A
   * composer answers the message, or null when nothing is to be sent any more. Handed in, so
   * this folder never imports the campaigns it carries (src/server/folder-imports.test.ts).
   */
  composers?: Record<string, OutboxComposer>;
  /** Run before each drain claims rows: the campaign pump (decision 086). */
  beforeDrain?: (db: Database) => Promise<unknown>;
}

export type OutboxComposer = (
  db: Database,
  row: OutboxRow,
) => Promise<(Omit<MailMessage, "from" | "to"> & { to: string }) | null>;

/**
 * A waitlist sign-up's notice tells the founders whether the address signed up before (the
 * same mailbox, by its canonical form), read when the notice is sent.
 */
async function withHistory(
  db: Database,
  row: OutboxRow,
  notice: FounderNotice,
): Promise<FounderNotice> {
  if (notice.type !== "waitlist") return notice;
  const [earlier] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from waitlist_submissions
        where email_normalised = ${row.subjectEmail} and not quarantined
          and id < ${Number(notice.submission.id ?? 0)}`,
  );
  // Whether the mailbox is already confirmed, as it is now: a founder signing up again holds
  // their place, and the notice must not tell the founders it waits on a confirmation.
  const person = await findPersonByEmail(db, row.subjectEmail);
  const confirmed = Boolean(person?.confirmedAt);
  const origin = await signupOrigin(db, Number(notice.submission.id ?? 0));
  return {
    ...notice,
    submission: {
      ...notice.submission,
      ...(origin?.landedOn ? { landed_on: origin.landedOn } : {}),
      ...(origin?.referredBy ? { referred_by: origin.referredBy } : {}),
      ...(origin?.campaign ? { campaign: origin.campaign } : {}),
      previous_sign_ups: Number(earlier?.count ?? 0),
      address_confirmed: confirmed ? "yes" : "no",
      ...(confirmed && person?.founderPlace != null ? { founder_place: person.founderPlace } : {}),
      // Unconfirmed once the places are gone: confirming puts it in line, not in a place.
      ...(confirmed ? {} : { founder_places_left: await founderPlacesLeft(db) }),
    },
  };
}

/** This deployment's part of every Message-ID: from the site secret, never stored in the database. */
const deploymentKey = () => derivedKey("message-id").toString("hex").slice(0, 12);

/**
 * The message's identity, derived from its outbox row: the same on every attempt, and unique to
 * this deployment. The row's id alone repeats across databases (staging, a restore whose
 * sequence rewound), and a receiver drops a second message under a Message-ID it has seen; the
 * row's creation time and the deployment's key keep them apart.
 */
export function messageKey(row: Pick<OutboxRow, "id" | "createdAt">): string {
  return `outbox-${row.id}.${row.createdAt.getTime().toString(36)}.${deploymentKey()}@${mailDomain}`;
}

/** Every message the transport sends for this row carries the row's Message-ID. */
function identified(transport: MailTransport, row: OutboxRow): MailTransport {
  const messageId = `<${messageKey(row)}>`;
  return {
    name: transport.name,
    send: (message) => transport.send({ ...message, messageId }),
    close: () => transport.close(),
  };
}

const DEFAULT_BATCH_SIZE = 50;
/** Deliveries in flight at once unless `concurrency` says otherwise. */
export const DEFAULT_CONCURRENCY = 4;

export interface RunSummary {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Delivers the notification outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so
 * instances sharing one PostgreSQL never work on the same row at once; a crashed instance's claim
 * expires and the row is taken up again.
 */
export class Dispatcher {
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private again = false;

  constructor(
    /** Resolved on every run, so a database that was down at start-up is picked up later. */
    private readonly database: () => Promise<Database>,
    private readonly options: DispatcherOptions,
    private readonly onError: (error: unknown, row?: OutboxRow) => void = () => {},
  ) {}

  /**
   * Leases this instance held when it stopped (a crash or kill -9): back to pending and due now.
   * Only this instance's: another instance's lease may be a delivery in flight.
   */
  async reclaimOwnLeases(): Promise<number> {
    const { instanceId } = this.options;
    if (!instanceId) return 0;
    const db = await this.database();
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update notification_outbox
          set status = 'pending', locked_until = null, leased_by = null, next_attempt_at = now()
          where status = 'sending' and leased_by = ${instanceId}
          returning id`,
    );
    return rows.length;
  }

  /** Claims and delivers due rows until none is left (or one batch fails to claim). */
  async drain(): Promise<RunSummary> {
    const total: RunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    if (this.options.beforeDrain) await this.options.beforeDrain(await this.database());
    for (;;) {
      const summary = await this.runOnce();
      total.claimed += summary.claimed;
      total.sent += summary.sent;
      total.retried += summary.retried;
      total.failed += summary.failed;
      if (summary.claimed < (this.options.batchSize ?? DEFAULT_BATCH_SIZE)) return total;
    }
  }

  async runOnce(): Promise<RunSummary> {
    const db = await this.database();
    const rows = await this.claim(db);
    const summary: RunSummary = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
    const sent: number[] = [];
    await forEachLimited(rows, this.options.concurrency ?? DEFAULT_CONCURRENCY, async (row) => {
      try {
        await this.deliver(db, row);
        sent.push(row.id);
      } catch (error) {
        this.onError(error, row);
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        if (row.attempts >= this.options.maxAttempts) {
          await db.execute(sql`
              update notification_outbox set status = 'failed', locked_until = null, last_error = ${message}
              where id = ${row.id}`);
          summary.failed += 1;
        } else {
          const delay = this.options.retryBaseMs * 2 ** (row.attempts - 1);
          await db.execute(sql`
              update notification_outbox
              set status = 'pending', locked_until = null, last_error = ${message},
                  next_attempt_at = now() + make_interval(secs => ${delay / 1000})
              where id = ${row.id}`);
          summary.retried += 1;
        }
      }
    });
    // One statement for the whole batch: under load, a round trip per row cost more than the
    // delivery itself (scripts/bench/profile.mjs).
    if (sent.length > 0) {
      await db.execute(sql`
        update notification_outbox
        set status = 'sent', sent_at = now(), locked_until = null, last_error = null
        where id in (${sql.join(
          sent.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      summary.sent = sent.length;
    }
    return summary;
  }

  private async claim(db: Database): Promise<OutboxRow[]> {
    const lease = (this.options.leaseMs ?? 120_000) / 1000;
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`
      update notification_outbox
      set status = 'sending', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${lease}),
          leased_by = ${this.options.instanceId ?? null}
      where id in (
        select id from notification_outbox
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by next_attempt_at, id
        limit ${this.options.batchSize ?? DEFAULT_BATCH_SIZE}
        for update skip locked
      )
      returning id, kind, subject_email, payload, status, attempts, next_attempt_at, locked_until,
                leased_by, last_error, created_at, sent_at`,
    );
    return rows.map(toOutboxRow);
  }

  private async deliver(db: Database, row: OutboxRow): Promise<void> {
    const { from, notifyTo, webhook } = this.options;
    const transport = concerning(identified(this.options.transport, row), row.subjectEmail);
    switch (row.kind) {
      case "founder_notice": {
        const notice = await withHistory(db, row, row.payload as FounderNotice);
        if (webhook) return postWebhook(webhook.url, webhook.key, notice, messageKey(row));
        const mail = founderNoticeMail(notice);
        return transport.send({
          from,
          to: notifyTo,
          replyTo: String(notice.submission.email),
          ...mail,
        });
      }
      case "waitlist_confirmation":
      case "waitlist_reminder": {
        const payload = row.payload as WaitlistConfirmation;
        const person = await findPersonByEmail(db, payload.emailNormalised);
        // Erased or purged since it was queued: there is no one to write to.
        if (!person) return;
        const confirmDays = this.options.waitlistConfirmDays ?? 7;
        if (row.kind === "waitlist_reminder") {
          // Confirmed since: a reminder would only confuse.
          if (person.confirmedAt) return;
          const mail = waitlistReminderMail(
            payload,
            confirmationToken(person),
            confirmDays,
            personalPageUrl(payload.to),
          );
          return transport.send({ from, to: [payload.to], ...mail });
        }
        const state: MailboxState = person.confirmedAt
          ? { status: "confirmed", place: person.founderPlace }
          : {
              status: "pending",
              token: confirmationToken(person),
              confirmDays,
              placesLeft: await founderPlacesLeft(db),
            };
        return transport.send({
          from,
          to: [payload.to],
          ...waitlistConfirmationMail(payload, state, personalPageUrl(payload.to)),
        });
      }
      case "contact_acknowledgement": {
        const payload = row.payload as ContactAcknowledgement;
        return transport.send({
          from,
          to: [payload.to],
          ...contactAcknowledgementMail(payload, personalPageUrl(payload.to)),
        });
      }
      case "newsletter_confirmation": {
        const payload = row.payload as NewsletterConfirmation;
        const unsubscribe = newsletterUnsubscribeUrl(payload.unsubscribeToken);
        return transport.send({
          from,
          to: [payload.to],
          ...newsletterConfirmationMail(payload, personalPageUrl(payload.to)),
          headers: {
            "List-Unsubscribe": `<${unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        });
      }
      case "founder_place_opened": {
        const payload = row.payload as FounderPlaceOpened;
        const person = await findPersonByEmail(db, payload.emailNormalised);
        // Erased since, or the place already gone again: say nothing that is no longer true.
        if (person?.founderPlace == null) return;
        return transport.send({
          from,
          to: [payload.to],
          ...founderPlaceOpenedMail(payload, person.founderPlace, personalPageUrl(payload.to)),
        });
      }
      case "founder_invitation": {
        const payload = row.payload as FounderInvitationMessage;
        // Redeemed, expired or erased since it was queued: nothing true is left to say.
        const invitation = await invitationForMail(db, payload.invitationId);
        if (!invitation) return;
        return transport.send({
          from,
          to: [payload.to],
          ...founderInvitationMail(payload, invitation, personalPageUrl(row.subjectEmail)),
        });
      }
      case "personal_link": {
        const payload = row.payload as PersonalLinkRequest;
        return transport.send({ from, to: [payload.to], ...personalLinkMail(payload) });
      }
      default: {
        const compose = this.options.composers?.[row.kind];
        if (!compose) throw new Error(`unknown notification kind ${row.kind}`);
        const mail = await compose(db, row);
        if (!mail) return;
        return transport.send({ ...mail, from, to: [mail.to] });
      }
    }
  }

  /** Polls every `pollMs`, and at once when woken; one run at a time per instance. */
  start(
    pollMs: number,
    wake?: {
      on(event: "wake", listener: () => void): unknown;
      off(event: "wake", listener: () => void): unknown;
    },
  ) {
    this.stopped = false;
    const linger = this.options.lingerMs ?? 200;
    const wakeUp = () => {
      if (this.lingering) return;
      this.lingering = setTimeout(() => {
        this.lingering = undefined;
        void this.tick(pollMs);
      }, linger);
    };
    this.wakeListener = wakeUp;
    wake?.on("wake", wakeUp);
    this.wakeSource = wake;
    void this.reclaimOwnLeases()
      .catch((error: unknown) => this.onError(error))
      .finally(() => void this.tick(pollMs));
  }

  private lingering: NodeJS.Timeout | undefined;

  private wakeListener: (() => void) | undefined;
  private wakeSource: { off(event: "wake", listener: () => void): unknown } | undefined;

  private async tick(pollMs: number) {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    clearTimeout(this.timer);
    try {
      do {
        this.again = false;
        await this.drain();
      } while (this.again && !this.stopped);
    } catch (error) {
      this.onError(error);
    } finally {
      this.running = false;
      if (!this.stopped) this.timer = setTimeout(() => void this.tick(pollMs), pollMs);
    }
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.lingering);
    this.lingering = undefined;
    if (this.wakeListener) this.wakeSource?.off("wake", this.wakeListener);
  }
}

/** Runs `work` on every item, at most `limit` at a time. */
async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function toOutboxRow(raw: Record<string, unknown>): OutboxRow {
  const date = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string);
  return {
    id: Number(raw.id),
    kind: String(raw.kind),
    subjectEmail: String(raw.subject_email),
    payload: typeof raw.payload === "string" ? JSON.parse(raw.payload) : raw.payload,
    status: String(raw.status),
    attempts: Number(raw.attempts),
    nextAttemptAt: date(raw.next_attempt_at)!,
    lockedUntil: date(raw.locked_until),
    leasedBy: (raw.leased_by as string | null) ?? null,
    lastError: (raw.last_error as string | null) ?? null,
    createdAt: date(raw.created_at)!,
    sentAt: date(raw.sent_at),
  };
}
