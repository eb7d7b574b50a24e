import "server-only";

import path from "node:path";

import { assertSiteConfig, describeOrigin } from "@/lib/site-config";

import { rollUpAnalytics } from "./analytics/rollup";
import { campaignDispatch } from "./campaigns/dispatch";
import { getDatabase } from "./db";
import { env } from "./env";
import { logger } from "./log";
import { Dispatcher } from "./notifications/dispatcher";
import { dispatcherOptionsFromEnv } from "./notifications/setup";
import { outboxSignal, wakeDispatcher } from "./outbox-signal";
import { removeMailFiles } from "./notifications/mail-files";
import { processGlobal } from "./process-global";
import { purgeExpired, type PurgeOptions } from "./retention";
import { startupWarnings } from "./startup-warnings";
import { runInvitationRound } from "./founders/invitations";

const started = processGlobal<Dispatcher>("started");

/**
 * Runs once when the server starts: checks the configuration (a bad value stops start-up), opens
 * and migrates the database, and starts the notification dispatcher.
 */
export async function startServer() {
  if (started.get()) return;
  const config = env();
  // SITE_URL unset while real mail goes out, or a bad SITE_URL: stop, naming the variable.
  assertSiteConfig();
  const log = logger();
  log.info(describeOrigin());
  for (const warning of startupWarnings()) log.warn(warning);
  // Campaigns ride on the outbox: the pump and their composer are handed to the dispatcher (086).
  const options = { ...dispatcherOptionsFromEnv(config), ...campaignDispatch() };
  log.info(
    {
      database: config.DATABASE_URL ? "postgres" : `pglite (${config.DATA_DIR}/pglite)`,
      mail: options.transport.name,
      dkim: config.DKIM_DOMAIN ? `${config.DKIM_SELECTOR}._domainkey.${config.DKIM_DOMAIN}` : "off",
      founderNotices: options.webhook ? "webhook" : "mail",
      admin: config.ADMIN_PASSWORD ? "on" : "off (set ADMIN_PASSWORD to turn it on)",
    },
    "starting",
  );
  try {
    await getDatabase();
  } catch (error) {
    // Keep serving pages; submissions show the failure message and reconnect on next use.
    log.error({ err: error }, "database unavailable at start-up; will retry on first use");
  }
  const dispatcher = new Dispatcher(
    async () => (await getDatabase()).db,
    options,
    (error, row) =>
      log.warn({ err: error, outboxId: row?.id, kind: row?.kind }, "notification delivery failed"),
  );
  started.set(dispatcher);
  dispatcher.start(config.NOTIFY_POLL_MS, outboxSignal());
  const mailDir = path.resolve(config.DATA_DIR, "mail");
  schedulePurge(log, config.ANALYTICS_RETENTION_MONTHS, {
    waitlistConfirmDays: config.WAITLIST_CONFIRM_DAYS,
    // The file transport's copies of what an unconfirmed address was sent go with it.
    removeMail:
      options.transport.name === "file"
        ? (email) => removeMailFiles(mailDir, { mailbox: email })
        : undefined,
  });
}

/** Hourly, so a day-old unconfirmed sign-up is reminded within the hour. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Sends the waitlist's one reminder and deletes what the privacy policy says we no longer keep,
 * and rolls finished days of analytics into daily figures: at start, then every hour.
 */
function schedulePurge(
  log: ReturnType<typeof logger>,
  analyticsRetentionMonths: number,
  purgeOptions: PurgeOptions,
) {
  const run = async () => {
    try {
      const { db } = await getDatabase();
      const summary = await purgeExpired(db, purgeOptions);
      if (summary.reminders > 0) wakeDispatcher();
      log.info(summary, "retention purge");
    } catch (error) {
      log.warn({ err: error }, "retention purge failed; will try again");
    }
    try {
      const { db } = await getDatabase();
      const round = await runInvitationRound(db);
      if (round.reminders + round.invited > 0) wakeDispatcher();
      log.info(round, "founder invitation round");
    } catch (error) {
      log.warn({ err: error }, "founder invitation round failed; will try again");
    }
    try {
      const { db } = await getDatabase();
      log.info(await rollUpAnalytics(db, analyticsRetentionMonths), "analytics roll-up");
    } catch (error) {
      log.warn({ err: error }, "analytics roll-up failed; will try again");
    }
  };
  void run();
  setInterval(() => void run(), PURGE_EVERY_MS).unref();
}

/**
 * startServer for Next's register(): Next logs a failing hook and serves on regardless, but a bad
 * setting must stop start-up, with the message naming the variable (DESIGN.md, "Configuration").
 */
export async function startServerOrExit() {
  try {
    await startServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
