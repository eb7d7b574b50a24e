import { tmpdir } from "node:os";
import path from "node:path";

/** Where the browser tests' server listens and keeps its data; shared by the config and specs. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
/**
 * The browser tests' server judges a form sent within this time of being shown a bot's: short, so
 * a test's form need not wait out a person's 2.5 s (bot-checks.spec.ts runs its own server with
 * the real minimum).
 */
export const e2eMinFillMs = 300;
/**
 * How often the browser tests' server's dispatcher looks for e-mail to send. It is woken at once
 * by each submission; the poll only catches what the wake missed, and a test that checks a second
 * e-mail never came waits `e2eMailSettleMs` (five polls) for it.
 */
export const e2eNotifyPollMs = 200;
export const e2eMailSettleMs = 5 * e2eNotifyPollMs;
/** Signs the generic provider events the browser tests send to /api/mail-events. */
export const e2eMailEventsSecret = "e2e-mail-events-secret-0123456789abcdef";
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `grafter-e2e-${e2ePort}`);

/** The same for the run against `next dev` (playwright.dev.config.ts). */
export const e2eDevPort = Number(process.env.E2E_DEV_PORT ?? e2ePort + 10);
export const e2eDevBaseUrl = `http://127.0.0.1:${e2eDevPort}`;
export const e2eDevDataDir = path.join(tmpdir(), `grafter-e2e-dev-${e2eDevPort}`);
