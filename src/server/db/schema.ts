/**
 * The database schema. The two submission tables keep the spec's names and columns (section 3)
 * so existing data can move in; the extra columns are ours (DESIGN.md, "Data").
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  date,
  doublePrecision,
  primaryKey,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The UK calendar day the row was written, by the database's clock. */
const londonDay = () =>
  date("day")
    .notNull()
    .default(sql`(now() at time zone 'Europe/London')::date`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** An analytics row's time, and its UK calendar day so daily figures need no time-zone
 * arithmetic; rolled up by day, deleted by age. */
const dayColumns = () => ({ createdAt: createdAt(), day: londonDay() });

const dayIndexes = (prefix: string, table: { day: AnyPgColumn; createdAt: AnyPgColumn }) => [
  index(`${prefix}_day_idx`).on(table.day),
  index(`${prefix}_created_idx`).on(table.createdAt),
];

/** Where a visit came from, as the beacon reported it (never a full URL). */
const arrivalColumns = () => ({
  city: text("city"),
  viewport: text("viewport"),
  referrerHost: text("referrer_host"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
});

/** What every form's row keeps besides its fields: when, whose mailbox, from where, and whether
 * it tripped the honeypot or the minimum fill time (kept, but not counted or notified). */
const submissionColumns = () => ({
  createdAt: createdAt(),
  emailNormalised: text("email_normalised").notNull(),
  ipHash: text("ip_hash"),
  source: text("source").notNull().default(""),
  quarantined: boolean("quarantined").notNull().default(false),
});

/** A counted row's replay key (decision 059): the same fill sent again is answered, not stored
 * twice. Null for quarantined rows and rows stored before it. */
const replayKey = () => text("replay_key");

/** The gate counts an address's recent rows; the console lists rows newest first. */
const submissionIndexes = (
  prefix: string,
  table: { emailNormalised: AnyPgColumn; createdAt: AnyPgColumn },
) => [
  index(`${prefix}_email_created_idx`).on(table.emailNormalised, table.createdAt),
  index(`${prefix}_created_idx`).on(table.createdAt),
];

export const waitlistSubmissions = pgTable(
  "waitlist_submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    trade: text("trade").notNull(),
    companySize: text("company_size").notNull(),
    interestedPlan: text("interested_plan").notNull(),
    backOfficeUsers: integer("back_office_users").notNull().default(0),
    fieldUsers: integer("field_users").notNull().default(0),
    currentSoftware: text("current_software").notNull().default(""),
    additionalNotes: text("additional_notes").notNull().default(""),
    ...submissionColumns(),
    replayKey: replayKey(),
  },
  (table) => submissionIndexes("waitlist", table),
);

/**
 * One row per mailbox on the waitlist (decision 016): its sign-ups share it. A founder place is
 * assigned here when the address is confirmed from the e-mail, never at sign-up; a mailbox that
 * stays unconfirmed for WAITLIST_CONFIRM_DAYS is purged with its sign-ups.
 */
export const waitlistPeople = pgTable(
  "waitlist_people",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The canonical mailbox (normaliseEmail, decision 082); the submissions keep what was typed. */
    emailNormalised: text("email_normalised").notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** 1 to 100 while places last; null before confirming or once they are gone. */
    founderPlace: integer("founder_place"),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** Left launch news (decision 087): keeps the entry and its place, ends campaign mail. */
    launchNewsLeftAt: timestamp("launch_news_left_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("waitlist_people_email_idx").on(table.emailNormalised),
    uniqueIndex("waitlist_people_place_idx").on(table.founderPlace),
    index("waitlist_people_pending_idx")
      .on(table.createdAt)
      .where(sql`${table.confirmedAt} is null`),
  ],
);

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    ...submissionColumns(),
    replayKey: replayKey(),
    /** When the founders marked the message answered in the console. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => submissionIndexes("contact", table),
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    /** pending -> confirmed -> unsubscribed */
    status: text("status").notNull().default("pending"),
    confirmToken: text("confirm_token").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    /** The wording the person agreed to, so consent can be shown later (UK GDPR art. 7). */
    consentText: text("consent_text").notNull(),
    consentVersion: text("consent_version").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ...submissionColumns(),
  },
  (table) => [
    ...submissionIndexes("newsletter", table),
    uniqueIndex("newsletter_confirm_token_idx").on(table.confirmToken),
    uniqueIndex("newsletter_unsubscribe_token_idx").on(table.unsubscribeToken),
  ],
);

export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** A key of `PayloadByKind` (server/notifications/types.ts), which says its payload. */
    kind: text("kind").notNull(),
    /** The normalised e-mail the notification is about, so erasure can find it. */
    subjectEmail: text("subject_email").notNull(),
    payload: jsonb("payload").notNull(),
    /** pending | sending | sent | failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While "sending", the claim expires here so a crashed instance's work is picked up again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The instance holding the lease (dispatcher's instanceId): it reclaims its own at start. */
    leasedBy: text("leased_by"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index("outbox_subject_idx").on(table.subjectEmail),
    // The admin console lists pending and failed notifications, newest first.
    index("outbox_status_created_idx").on(table.status, table.createdAt),
  ],
);

/**
 * What the founders are told in the console about something the site did on its own, such as a
 * migration merging two mailboxes (decision 082). Numbers and words only, never an address.
 */
export const consoleNotices = pgTable("console_notices", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  createdAt: createdAt(),
  message: text("message").notNull(),
});

/**
 * Failed admin logins, one row each, by salted address hash (never the address). In the database,
 * not in memory, so the lockout holds across restarts and across instances (decision 006).
 */
export const adminLoginFailures = pgTable(
  "admin_login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ipHash: text("ip_hash").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_login_failures_ip_idx").on(table.ipHash, table.attemptedAt)],
);

/**
 * What the founders did in the console (erasures, retries, releases). Keeps no personal data: an
 * erased address appears only as a salted hash, so a later request can be matched, not read.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    action: text("action").notNull(),
    subjectHash: text("subject_hash"),
    /** Counts and record ids, never names or addresses. */
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index("admin_audit_created_idx").on(table.createdAt)],
);

/**
 * Admin sessions: the signed cookie names one, checked on every request, so signing out ends it
 * on every instance at once. Expired and revoked rows are purged after a day.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("admin_sessions_expires_idx").on(table.expiresAt)],
);

/**
 * The per-client throttle: attempts per keyed address hash and clock hour, shared by
 * every instance; rows older than two hours are pruned (retention.ts).
 */
export const clientThrottle = pgTable(
  "client_throttle",
  {
    ipHash: text("ip_hash").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [
    primaryKey({ name: "client_throttle_pkey", columns: [table.ipHash, table.hour] }),
    index("client_throttle_hour_idx").on(table.hour),
  ],
);

/** Every newsletter attempt, stored or not, so the limit cannot tell who is subscribed. */
export const newsletterAttempts = pgTable(
  "newsletter_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    emailNormalised: text("email_normalised").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("newsletter_attempts_email_created_idx").on(table.emailNormalised, table.createdAt),
  ],
);

/** Small key-value store for generated secrets (the IP-hash salt) shared by every instance. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * First-party analytics (decision 024): raw events with a random per-tab visit id, never
 * an IP address, user agent or full URL. Rolled up into the daily tables (migration 0005, read
 * with SQL) once their day is over, and deleted after ANALYTICS_RETENTION_MONTHS.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ...dayColumns(),
    visitId: text("visit_id").notNull(),
    /** view | funnel | vitals */
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    /** Derived on the server from the path and the content (page-type.ts). */
    pageType: text("page_type").notNull(),
    ...arrivalColumns(),
    firstInVisit: boolean("first_in_visit"),
    form: text("form"),
    step: text("step"),
    lcp: doublePrecision("lcp"),
    inp: doublePrecision("inp"),
    cls: doublePrecision("cls"),
    fcp: doublePrecision("fcp"),
    ttfb: doublePrecision("ttfb"),
  },
  (table) => [
    index("analytics_events_day_kind_idx").on(table.day, table.kind),
    index("analytics_events_created_idx").on(table.createdAt),
    // Covers the console's speed table (migration 0006): read from the index alone.
    index("analytics_events_vitals_idx")
      .on(table.day, table.pageType, table.viewport, table.lcp, table.inp, table.cls)
      .where(sql`${table.kind} = 'vitals'`),
  ],
);

/** One row per visit, written by its first page view: where it landed and what brought it. */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    visitId: text("visit_id").primaryKey(),
    ...dayColumns(),
    landingPath: text("landing_path").notNull(),
    landingType: text("landing_type").notNull(),
    city: text("city"),
    viewport: text("viewport").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmCampaign: text("utm_campaign"),
  },
  (table) => dayIndexes("analytics_visits", table),
);

/** Proof of consent: the banner's version, the answer, the time and the visit id; nothing else. */
export const consentChoices = pgTable(
  "consent_choices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ...dayColumns(),
    visitId: text("visit_id").notNull(),
    bannerVersion: integer("banner_version").notNull(),
    /** accept | reject | customise | withdraw */
    action: text("action").notNull(),
    performance: boolean("performance").notNull(),
    functionality: boolean("functionality").notNull(),
    marketing: boolean("marketing").notNull(),
  },
  (table) => dayIndexes("consent_choices", table),
);

/** Where one waitlist sign-up came from; deleted with the sign-up (on delete cascade). */
export const signupAttributions = pgTable(
  "signup_attributions",
  {
    submissionId: bigint("submission_id", { mode: "number" })
      .primaryKey()
      .references(() => waitlistSubmissions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    visitId: text("visit_id"),
    landingPath: text("landing_path"),
    landingType: text("landing_type"),
    ...arrivalColumns(),
    firstTouch: jsonb("first_touch"),
  },
  (table) => [index("signup_attributions_created_idx").on(table.createdAt)],
);

/**
 * A campaign (decision 086): a draft until Send freezes its audience into campaign_recipients.
 * Its purpose limits its audience (decision 087), in code and by a check in migration 0014.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull().default(""),
    /** marketing | launch_announcement | founder_invitation */
    purpose: text("purpose").notNull(),
    /** newsletter | launch_news | founders */
    audience: text("audience").notNull(),
    filters: jsonb("filters").notNull().default({}),
    subject: text("subject").notNull().default(""),
    preheader: text("preheader").notNull().default(""),
    bodyMarkdown: text("body_markdown").notNull().default(""),
    /** draft | scheduled | sending | paused | cancelled | finished */
    state: text("state").notNull().default("draft"),
    ratePerMinute: integer("rate_per_minute").notNull().default(600),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    scheduleMissedAt: timestamp("schedule_missed_at", { withTimezone: true }),
    pumpCredit: doublePrecision("pump_credit").notNull().default(0),
    pumpedAt: timestamp("pumped_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    frozenAt: timestamp("frozen_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("campaigns_state_idx").on(table.state)],
);

/** One row per recipient of a sent campaign, unique per mailbox; anonymised by an erasure. */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: bigint("campaign_id", { mode: "number" })
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    emailNormalised: text("email_normalised"),
    /** queued | sent | failed | bounced | complained | unsubscribed | suppressed | cancelled */
    state: text("state").notNull().default("queued"),
    stateAt: timestamp("state_at", { withTimezone: true }).notNull().defaultNow(),
    outboxId: bigint("outbox_id", { mode: "number" }),
  },
  (table) => [
    uniqueIndex("campaign_recipients_mailbox_idx").on(table.campaignId, table.emailNormalised),
    index("campaign_recipients_waiting_idx")
      .on(table.campaignId, table.id)
      .where(sql`${table.state} = 'queued' and ${table.outboxId} is null`),
    index("campaign_recipients_handed_idx")
      .on(table.outboxId)
      .where(sql`${table.state} = 'queued' and ${table.outboxId} is not null`),
    index("campaign_recipients_email_idx").on(table.emailNormalised),
  ],
);

/** Mailboxes no campaign writes to, by keyed hash; kept after erasure (decision 087). */
export const mailSuppressions = pgTable("mail_suppressions", {
  mailboxHash: text("mailbox_hash").primaryKey(),
  /** unsubscribed | bounced | complained | founder */
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignRecipientRow = typeof campaignRecipients.$inferSelect;

/**
 * One founder invitation per place holder (decision 088): the place, plan and founder price it
 * was sent with, and the hash of its code (the code is derived from code_salt under the site
 * secret, never stored). Goes with its mailbox row.
 */
export const founderInvitations = pgTable(
  "founder_invitations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    personId: bigint("person_id", { mode: "number" })
      .notNull()
      .references(() => waitlistPeople.id, { onDelete: "cascade" }),
    place: integer("place").notNull(),
    plan: text("plan").notNull(),
    discountPercent: integer("discount_percent").notNull(),
    backOfficeUserPence: integer("back_office_user_pence"),
    fieldUserPence: integer("field_user_pence").notNull(),
    codeSalt: text("code_salt").notNull(),
    codeHash: text("code_hash").notNull(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    redeemedBy: text("redeemed_by"),
  },
  (table) => [
    uniqueIndex("founder_invitations_person_idx").on(table.personId),
    uniqueIndex("founder_invitations_place_idx").on(table.place),
    uniqueIndex("founder_invitations_code_idx").on(table.codeHash),
    index("founder_invitations_unredeemed_idx")
      .on(table.invitedAt)
      .where(sql`${table.remindedAt} is null and ${table.redeemedAt} is null`),
  ],
);

/** The founders' notes on a waitlist sign-up or a contact message; deleted with the record. */
export const recordNotes = pgTable(
  "record_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    waitlistId: bigint("waitlist_id", { mode: "number" }).references(() => waitlistSubmissions.id, {
      onDelete: "cascade",
    }),
    contactId: bigint("contact_id", { mode: "number" }).references(() => contactSubmissions.id, {
      onDelete: "cascade",
    }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("record_notes_waitlist_idx").on(table.waitlistId),
    index("record_notes_contact_idx").on(table.contactId),
  ],
);

export type WaitlistRow = typeof waitlistSubmissions.$inferSelect;
export type ContactRow = typeof contactSubmissions.$inferSelect;
export type NewsletterRow = typeof newsletterSubscriptions.$inferSelect;
export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type WaitlistPersonRow = typeof waitlistPeople.$inferSelect;
export type WaitlistInsert = typeof waitlistSubmissions.$inferInsert;
export type ContactInsert = typeof contactSubmissions.$inferInsert;
export type AuditRow = typeof adminAuditLog.$inferSelect;
export type SignupAttributionRow = typeof signupAttributions.$inferSelect;
