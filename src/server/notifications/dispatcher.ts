import "server-only";

import { mailDomain } from "@/lib/site-config";

import type { Database } from "../db";
import type { OutboxRow } from "../db/schema";
import { derivedKey } from "../secrets";
import { founderNoticeFor, type OutboxComposer, personComposers } from "./composers";
import { founderNoticeMail } from "./founder-notice-mail";
import { leaseDue, markFailed, markSent, releaseLeasesOf, retryLater } from "./outbox-repository";
import { concerning, type MailTransport, postWebhook } from "./transports";

export type { OutboxComposer } from "./composers";

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
  private readonly composers: Record<string, OutboxComposer>;

  constructor(
    /** Resolved on every run, so a database that was down at start-up is picked up later. */
    private readonly database: () => Promise<Database>,
    private readonly options: DispatcherOptions,
    private readonly onError: (error: unknown, row?: OutboxRow) => void = () => {},
  ) {
    this.composers = personComposers({ confirmDays: options.waitlistConfirmDays ?? 7 });
  }

  /**
   * Leases this instance held when it stopped (a crash or kill -9): back to pending and due now.
   * Only this instance's: another instance's lease may be a delivery in flight.
   */
  async reclaimOwnLeases(): Promise<number> {
    const { instanceId } = this.options;
    if (!instanceId) return 0;
    return releaseLeasesOf(await this.database(), instanceId);
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
          await markFailed(db, row.id, message);
          summary.failed += 1;
        } else {
          await retryLater(db, row.id, message, this.options.retryBaseMs * 2 ** (row.attempts - 1));
          summary.retried += 1;
        }
      }
    });
    await markSent(db, sent);
    summary.sent = sent.length;
    return summary;
  }

  private claim(db: Database): Promise<OutboxRow[]> {
    return leaseDue(db, {
      leaseSeconds: (this.options.leaseMs ?? 120_000) / 1000,
      limit: this.options.batchSize ?? DEFAULT_BATCH_SIZE,
      instanceId: this.options.instanceId,
    });
  }

  private async deliver(db: Database, row: OutboxRow): Promise<void> {
    const { from, notifyTo, webhook } = this.options;
    const transport = concerning(identified(this.options.transport, row), row.subjectEmail);
    if (row.kind === "founder_notice") {
      const notice = await founderNoticeFor(db, row);
      if (webhook) return postWebhook(webhook.url, webhook.key, notice, messageKey(row));
      const replyTo = String(notice.submission.email);
      return transport.send({ from, to: notifyTo, replyTo, ...founderNoticeMail(notice) });
    }
    const compose = this.composers[row.kind] ?? this.options.composers?.[row.kind];
    if (!compose) throw new Error(`unknown notification kind ${row.kind}`);
    const mail = await compose(db, row);
    if (!mail) return;
    return transport.send({ ...mail, from, to: [mail.to] });
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
