import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, beforeEach, describe, inject } from "vitest";

import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { setDatabaseForTests } from "@/server/db";
import { resetEnvForTests } from "@/server/env";
import { resetSecretForTests } from "@/server/secrets";

/** "pglite" always; "postgres" too when TEST_DATABASE_URL points at a local server. */
export const drivers: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

function assertLocal(url: URL) {
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(url.hostname)) {
    throw new Error(`TEST_DATABASE_URL must point at a local server, not ${url.hostname}`);
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Empties every table between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

let image: Blob | undefined;
/** The migrated database tests/setup/pglite-image.ts saved, read once per worker. */
function pgliteImage() {
  image ??= new Blob([readFileSync(inject("pgliteImage"))]);
  return image;
}

/** A fresh, migrated database for one test file, installed as the app's database. */
export async function createTestDatabase(driver: "pglite" | "postgres"): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  if (driver === "pglite") {
    handle = await openDatabase({ dataDir: "memory://", pgliteImage: pgliteImage() });
  } else {
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    assertLocal(admin);
    const name = `grafter_test_${randomBytes(6).toString("hex")}`;
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString(), poolSize: 30 });
    drop = async () => {
      const cleanup = new Client({ connectionString: admin.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  setDatabaseForTests(handle);
  return {
    handle,
    async reset() {
      await handle.db.execute(
        sql`truncate waitlist_submissions, waitlist_people, contact_submissions, newsletter_subscriptions, notification_outbox, admin_login_failures, admin_audit_log, client_throttle, newsletter_attempts, admin_sessions, signup_attributions, analytics_events, analytics_visits, consent_choices, analytics_daily_pages, analytics_daily_visits, analytics_daily_funnel, analytics_daily_vitals, analytics_daily_consent, app_settings, campaign_recipients, campaigns, mail_suppressions, mail_events, console_notices, founder_invitations, record_notes restart identity`,
      );
    },
    async close() {
      setDatabaseForTests(undefined);
      await handle.close();
      await drop?.();
    },
  };
}

export interface TestDatabaseOptions {
  /**
   * Settings the suite runs with, in place before the database opens (the app parses its
   * environment once) and put back as they were after the last test.
   */
  env?: Record<string, string>;
  /** Empty every table before each test; off for suites whose tests build on each other. */
  resetEachTest?: boolean;
}

/**
 * One migrated database for the enclosing `describe`, opened before its first test and closed
 * after its last, installed as the app's database. Hooks the suite registers after this call run
 * after these: a `beforeEach` that seeds rows sees empty tables.
 */
export function useTestDatabase(
  driver: "pglite" | "postgres",
  { env = {}, resetEachTest = true }: TestDatabaseOptions = {},
) {
  let testDb: TestDatabase | undefined;
  const saved = new Map<string, string | undefined>();
  const forgetParsedSettings = () => {
    resetEnvForTests();
    resetSecretForTests();
  };
  const opened = () => {
    if (!testDb) throw new Error("the test database is opened in beforeAll");
    return testDb;
  };

  beforeAll(async () => {
    for (const [name, value] of Object.entries(env)) {
      saved.set(name, process.env[name]);
      process.env[name] = value;
    }
    forgetParsedSettings();
    testDb = await createTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    await testDb?.close();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    forgetParsedSettings();
  });
  if (resetEachTest) beforeEach(() => opened().reset());

  return {
    db: () => opened().handle.db,
    handle: () => opened().handle,
  };
}

type DriverSuite = (
  database: ReturnType<typeof useTestDatabase>,
  driver: (typeof drivers)[number],
) => void;

/**
 * `describe` once for each of the `drivers`, as "<name> on <driver>", each run with a database of
 * its own that `useTestDatabase` opens with these options.
 */
export function describeOnDrivers(name: string, suite: DriverSuite): void;
export function describeOnDrivers(
  name: string,
  options: TestDatabaseOptions,
  suite: DriverSuite,
): void;
export function describeOnDrivers(
  name: string,
  ...args: [DriverSuite] | [TestDatabaseOptions, DriverSuite]
) {
  const [options, suite] = args.length === 2 ? args : [{}, args[0]];
  describe.each(drivers)(`${name} on %s`, (driver) => {
    suite(useTestDatabase(driver, options), driver);
  });
}
