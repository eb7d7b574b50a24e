import "server-only";

import { createHash } from "node:crypto";
import { hostname } from "node:os";
import path from "node:path";

import { emails, site } from "@/content/site";

import type { ServerEnv } from "../env";
import { DEFAULT_CONCURRENCY, type DispatcherOptions } from "./dispatcher";
import { dkimFromEnv } from "./dkim";
import { fileTransport, smtpTransport } from "./transports";

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail; the webhook for founder notices. */
export function dispatcherOptionsFromEnv(config: ServerEnv): DispatcherOptions {
  const dkim = dkimFromEnv(config);
  return {
    transport: config.SMTP_URL
      ? smtpTransport(config.SMTP_URL, DEFAULT_CONCURRENCY, dkim)
      : fileTransport(path.resolve(config.DATA_DIR, "mail"), dkim),
    from: config.MAIL_FROM || `${site.name} <${emails.hello}>`,
    notifyTo: (config.NOTIFY_TO || emails.hello).split(",").map((address) => address.trim()),
    webhook: config.NOTIFY_WEBHOOK_URL
      ? { url: config.NOTIFY_WEBHOOK_URL, key: config.NOTIFY_WEBHOOK_KEY }
      : undefined,
    maxAttempts: Math.max(1, config.NOTIFY_MAX_ATTEMPTS),
    retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
    waitlistConfirmDays: config.WAITLIST_CONFIRM_DAYS,
    instanceId: instanceIdFromEnv(config),
  };
}

/**
 * This instance's name in the outbox's leases, the same after a restart: INSTANCE_ID when set
 * (containers whose host name changes on every start), otherwise the host name, port and data
 * directory, which tell apart the instances on one host.
 */
export function instanceIdFromEnv(config: ServerEnv): string {
  if (config.INSTANCE_ID) return config.INSTANCE_ID;
  const place = `${hostname()}:${config.PORT}:${path.resolve(config.DATA_DIR)}`;
  return `${hostname().slice(0, 24)}-${createHash("sha256").update(place).digest("hex").slice(0, 12)}`;
}
