import "server-only";

import type { PgColumn } from "drizzle-orm/pg-core";

import { contactSubmissions, newsletterSubscriptions, waitlistSubmissions } from "../../db/schema";
import { waitlistColumnsOf } from "../../db/waitlist-columns";
import type { RecordKind } from "../records/params";

const w = waitlistSubmissions;
const c = contactSubmissions;
const n = newsletterSubscriptions;

/**
 * The export's columns, headed with the specification's column names so a file can be read back
 * into the same tables. Tokens and address hashes stay out: they are secrets, not records.
 */
export const exportColumns: Record<RecordKind, Record<string, PgColumn>> = {
  waitlist: {
    id: w.id,
    created_at: w.createdAt,
    ...waitlistColumnsOf(),
    source: w.source,
    quarantined: w.quarantined,
  },
  contact: {
    id: c.id,
    created_at: c.createdAt,
    name: c.name,
    email: c.email,
    message: c.message,
    source: c.source,
    quarantined: c.quarantined,
  },
  newsletter: {
    id: n.id,
    created_at: n.createdAt,
    email: n.email,
    status: n.status,
    confirmed_at: n.confirmedAt,
    unsubscribed_at: n.unsubscribedAt,
    consent_version: n.consentVersion,
    source: n.source,
    quarantined: n.quarantined,
  },
};
