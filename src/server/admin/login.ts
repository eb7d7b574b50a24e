import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../db";
import { adminPassword } from "./config";
import { clearFailures, lockState, recordFailure } from "./lockout";
import { passwordMatches } from "./password";

export type LoginResult =
  | { status: "ok" }
  | { status: "invalid"; attemptsLeft: number }
  | { status: "locked"; lockedUntil: Date }
  | { status: "off" };

/**
 * One login attempt from one (hashed) address. Serialised per address with an advisory lock, so
 * parallel guesses cannot slip past the fifth failure; a locked address is refused before the
 * password is even looked at.
 */
export async function attemptLogin(
  db: Database,
  input: { password: string; ipHash: string; now?: Date },
): Promise<LoginResult> {
  const expected = adminPassword();
  if (!expected) return { status: "off" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-login:${input.ipHash}`}))`);
    const before = await lockState(tx, input.ipHash, now);
    if (before.lockedUntil) return { status: "locked", lockedUntil: before.lockedUntil };
    if (passwordMatches(input.password, expected)) {
      await clearFailures(tx, input.ipHash);
      return { status: "ok" };
    }
    await recordFailure(tx, input.ipHash, now);
    const after = await lockState(tx, input.ipHash, now);
    if (after.lockedUntil) return { status: "locked", lockedUntil: after.lockedUntil };
    return { status: "invalid", attemptsLeft: after.attemptsLeft };
  });
}
