import "server-only";

import { createPrivateKey } from "node:crypto";

import { z } from "zod";

import { DEFAULT_ANALYTICS_RETENTION_MONTHS } from "@/lib/analytics/wire";
import { trustProxyValues, trustsProxy } from "@/lib/trust-proxy";
import { MIN_FILL_MS } from "@/lib/validation/constants";

/**
 * Server configuration, parsed once. Every variable is optional: with none set, the site runs on
 * an embedded database in ./data and writes e-mails as files. A bad value stops start-up with a
 * message naming the variable.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => {
        if (!value) return true;
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.join(" or ")}//`,
    );

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));

/** A PEM key as an environment variable can carry it: real line breaks, or `\n` written out. */
const pem = (value: string) => value.replace(/\\n/g, "\n");

/** Whether `value` is an RSA private key in PEM, the only kind nodemailer signs with. */
function isRsaPrivateKey(value: string): boolean {
  try {
    return createPrivateKey(pem(value)).asymmetricKeyType === "rsa";
  } catch {
    return false;
  }
}

const DKIM_VARIABLES = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;

const positiveInt = (fallback: number) =>
  z.coerce.number().int().min(0).optional().default(fallback);

const schema = z
  .object({
    /** The port Next listens on; it also names this instance in the outbox's leases. */
    PORT: z.coerce
      .number()
      .int()
      .min(1, "must be a number between 1 and 65535")
      .max(65535, "must be a number between 1 and 65535")
      .optional()
      .default(3000),
    DATA_DIR: z.string().trim().min(1).optional().default("./data"),
    /** Names this instance in the outbox's leases; by default from host name, PORT and DATA_DIR. */
    INSTANCE_ID: z
      .string()
      .trim()
      .regex(/^[\w.:-]{1,64}$/, "must be 1 to 64 letters, digits, or . _ : -")
      .optional(),
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
    DATABASE_POOL_SIZE: positiveInt(10),
    SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
    MAIL_FROM: z.string().trim().optional(),
    /**
     * The sender's postal address, in every campaign message's footer; marketing is refused while
     * it is unset (PECR reg. 23; decision 087).
     */
    POSTAL_ADDRESS: z.string().trim().max(300).optional(),
    /**
     * DKIM signing of every outgoing message (decision 091): all three, or none. The key is an
     * RSA private key in PEM; `\n` may stand for its line breaks.
     */
    DKIM_DOMAIN: optionalText().refine(
      (value) =>
        !value ||
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(value),
      "must be a domain name such as example.co.uk",
    ),
    DKIM_SELECTOR: optionalText().refine(
      (value) => !value || /^[a-z0-9](?:[a-z0-9._-]{0,61}[a-z0-9])?$/i.test(value),
      "must be a selector such as mail2026 (letters, digits, . _ -)",
    ),
    DKIM_PRIVATE_KEY: optionalText()
      .refine(
        (value) => !value || isRsaPrivateKey(value),
        "must be an RSA private key in PEM (-----BEGIN PRIVATE KEY----- ...)",
      )
      .transform((value) => (value ? pem(value).trim() : undefined)),
    NOTIFY_TO: z
      .string()
      .trim()
      .optional()
      .refine(
        (value) =>
          !value ||
          value.split(",").every((address) => z.email().safeParse(address.trim()).success),
        "must be one or more e-mail addresses separated by commas",
      ),
    NOTIFY_WEBHOOK_URL: optionalUrl(["http:", "https:"]),
    NOTIFY_WEBHOOK_KEY: z.string().trim().optional(),
    NOTIFY_MAX_ATTEMPTS: positiveInt(8),
    /** First retry delay; each later one doubles it. */
    NOTIFY_RETRY_BASE_MS: positiveInt(5_000),
    NOTIFY_POLL_MS: positiveInt(5_000),
    /** The console's one password: a guess per request from every address must not find it. */
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .refine((value) => !value || value.length >= 12, "must be at least 12 characters"),
    SESSION_SECRET: z
      .string()
      .optional()
      .refine((value) => !value || value.length >= 32, "must be at least 32 characters"),
    /** Master secret for IP hashes and personal links; generated into DATA_DIR when unset. */
    SITE_SECRET: z
      .string()
      .optional()
      .refine((value) => !value || value.length >= 32, "must be at least 32 characters"),
    /** Re-rendering the founder-places pages costs more than a sign-up: at most once per interval. */
    FOUNDER_PLACES_REFRESH_MS: positiveInt(10_000),
    /** Days an unconfirmed waitlist address is kept before it is purged (decision 016). */
    WAITLIST_CONFIRM_DAYS: z.coerce.number().int().min(1).max(365).optional().default(7),
    /**
     * Months raw analytics events and consent records are kept before only their daily figures
     * remain (decision 024). At least one month: the console's speed figures read 28 days of them.
     */
    ANALYTICS_RETENTION_MONTHS: z.coerce
      .number()
      .int()
      .min(1)
      .max(120)
      .optional()
      .default(DEFAULT_ANALYTICS_RETENTION_MONTHS),
    /**
     * The bearer key the product (the CRM) sends to redeem founder codes; unset, the API answers
     * 503 (decision 088). Long enough that guessing it is hopeless.
     */
    FOUNDER_API_KEY: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => !value || value.length >= 32, "must be at least 32 characters"),
    /** Days a founder code can be redeemed after its invitation is queued. */
    FOUNDER_CODE_DAYS: z.coerce.number().int().min(1).max(365).optional().default(30),
    /** Days after the invitation that the one reminder goes, if the code is still unredeemed. */
    FOUNDER_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).optional().default(7),
    /**
     * Provider events (bounces, complaints) at POST /api/mail-events (decision 090). Each format is
     * refused (401) while its setting is unset. SES through SNS: the topics whose messages count.
     */
    MAIL_EVENTS_SNS_TOPIC_ARNS: z
      .string()
      .trim()
      .optional()
      .transform((value) =>
        value
          ? value
              .split(",")
              .map((arn) => arn.trim())
              .filter(Boolean)
          : [],
      )
      .refine(
        (arns) =>
          arns.every((arn) => /^arn:aws[\w-]*:sns:[a-z0-9-]+:\d{12}:[\w-]{1,256}$/.test(arn)),
        "must be SNS topic ARNs (arn:aws:sns:REGION:ACCOUNT:NAME) separated by commas",
      ),
    /**
     * Postmark's webhook: `user:password`, the HTTP basic auth written into its URL. The password
     * is long enough that guessing it is hopeless.
     */
    MAIL_EVENTS_POSTMARK_AUTH: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine(
        (value) => !value || /^[^:]+:.{16,}$/.test(value),
        "must be user:password, the password at least 16 characters",
      ),
    /** The generic format's HMAC-SHA256 secret, shared with whatever relays the events. */
    MAIL_EVENTS_HMAC_SECRET: z
      .string()
      .optional()
      .refine((value) => !value || value.length >= 32, "must be at least 32 characters"),
    /**
     * Minutes a campaign waits after its canary (the first 5%, at least 20) has been sent, for
     * bounces and complaints to arrive, before the rest go; 0 lets the rest go at once.
     */
    CAMPAIGN_CANARY_MINUTES: z.coerce.number().int().min(0).max(1440).optional().default(10),
    RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).optional().default(3),
    /**
     * The least time a person takes to fill a form; one sent sooner is kept aside as a bot's. The
     * browser tests' server sets it short so their forms need not wait; "E-mail me a link" keeps
     * its own shorter minimum, never more than this.
     */
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).optional().default(MIN_FILL_MS),
    /** Submissions per hashed client address per hour across all forms; 0 turns the throttle off. */
    IP_RATE_LIMIT_PER_HOUR: positiveInt(30),
    TRUST_PROXY: z.enum(trustProxyValues).optional().transform(trustsProxy),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .optional()
      .default("info"),
  })
  .superRefine((config, context) => {
    // Half a DKIM configuration would send unsigned mail the operator believes signed.
    const set = DKIM_VARIABLES.filter((name) => config[name]);
    if (set.length === 0 || set.length === DKIM_VARIABLES.length) return;
    const missing = DKIM_VARIABLES.filter((name) => !config[name]);
    context.addIssue({
      code: "custom",
      path: [missing[0]!],
      message: `is unset while ${set.join(" and ")} ${set.length > 1 ? "are" : "is"} set: DKIM signing needs all of ${DKIM_VARIABLES.join(", ")}, or none of them (missing: ${missing.join(", ")})`,
    });
  })
  .refine((config) => config.FOUNDER_REMINDER_DAYS < config.FOUNDER_CODE_DAYS, {
    path: ["FOUNDER_REMINDER_DAYS"],
    message:
      "must be fewer days than FOUNDER_CODE_DAYS (a reminder after the code expired is no use)",
  });

export type ServerEnv = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** Parsed on first use, not at import, so a build never fails for want of runtime settings. */
export function env(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests() {
  cached = undefined;
}
