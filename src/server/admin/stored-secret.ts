import "server-only";

import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "../db";
import { appSettings } from "../db/schema";

const cache = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * A random value generated once per database and kept in app_settings, so every instance and
 * every restart agrees on it (the first writer wins; the others read its value).
 */
export function storedSecret(db: Database, key: string): Promise<string> {
  let byKey = cache.get(db);
  if (!byKey) cache.set(db, (byKey = new Map()));
  let secret = byKey.get(key);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSettings)
        .values({ key, value: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      if (!row) throw new Error(`${key} missing after insert`);
      return row.value;
    })();
    secret.catch(() => byKey.delete(key));
    byKey.set(key, secret);
  }
  return secret;
}
