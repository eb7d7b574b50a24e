import "server-only";

import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { choiceLabel, isChoiceField } from "@/lib/validation/fields";

import { signupOriginSql } from "../../analytics/signup-origin";
import { contactSubmissions, newsletterSubscriptions, waitlistSubmissions } from "../../db/schema";
import { waitlistColumnsOf } from "../../db/waitlist-columns";
import { mailboxSql } from "../../founders/places";
import type { RecordKind } from "../records/params";
import type { CsvValue } from "./csv";

const w = waitlistSubmissions;
const c = contactSubmissions;
const n = newsletterSubscriptions;

/**
 * The export's columns, headed with the specification's column names so a file can be read back
 * into the same tables. Tokens and address hashes stay out: they are secrets, not records. A
 * waitlist row also carries its mailbox's standing, as the list shows and filters it: an export
 * of the founders alone must say who holds which place (the founders' audit, session 55).
 */
export const exportColumns = (kind: RecordKind): Record<string, PgColumn | SQL> =>
  kind === "waitlist" ? waitlistExport() : fixedColumns[kind];

function waitlistExport(): Record<string, PgColumn | SQL> {
  const mailbox = mailboxSql();
  return {
    id: w.id,
    created_at: w.createdAt,
    ...waitlistColumnsOf(),
    source: w.source,
    quarantined: w.quarantined,
    standing: mailbox.status,
    founder_place: mailbox.founderPlace,
    confirmed_at: mailbox.confirmedAt.mapWith((value: string | Date) => new Date(value)),
    // Where the visit began, as the record's page shows it (when statistics were allowed).
    ...signupOriginSql(),
  };
}

/**
 * A stored value as the export writes it: a fixed choice in the form's words ("1-5 employees",
 * not `1-5`, which Excel turns into a date), as the record's page shows it.
 */
export function exportValue(column: string, value: CsvValue): CsvValue {
  return isChoiceField(column) ? choiceLabel(column, value) : value;
}

const fixedColumns: Record<Exclude<RecordKind, "waitlist">, Record<string, PgColumn>> = {
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
