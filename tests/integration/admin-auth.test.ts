import { expect, it } from "vitest";

import { attemptLogin } from "@/server/admin/login";
import { lockState } from "@/server/admin/lockout";
import { adminLoginFailures } from "@/server/db/schema";
import { resetEnvForTests } from "@/server/env";

import { describeOnDrivers } from "../setup/test-database";

const minutes = (count: number) => count * 60_000;

describeOnDrivers("admin login", { env: { ADMIN_PASSWORD: "the-right-password" } }, ({ db }) => {
  const start = new Date("2026-11-21T10:00:00Z");
  const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);
  const attempt = (password: string, offsetMs: number, ipHash = "ip-a") =>
    attemptLogin(db(), { password, ipHash, now: at(offsetMs) });

  it("accepts the password and counts down the attempts left after each failure", async () => {
    expect(await attempt("wrong", 0)).toEqual({ status: "invalid", attemptsLeft: 4 });
    expect(await attempt("wrong", 1000)).toEqual({ status: "invalid", attemptsLeft: 3 });
    expect(await attempt("the-right-password", 2000)).toEqual({ status: "ok" });
    // A success starts the count again.
    expect(await attempt("wrong", 3000)).toEqual({ status: "invalid", attemptsLeft: 4 });
  });

  it("locks an address out at the fifth failure, for fifteen minutes, even with the right password", async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt("wrong", minutes(i))).status).toBe("invalid");
    }
    const fifth = await attempt("wrong", minutes(4));
    expect(fifth).toEqual({ status: "locked", lockedUntil: at(minutes(19)) });
    expect(await attempt("the-right-password", minutes(10))).toEqual({
      status: "locked",
      lockedUntil: at(minutes(19)),
    });
    // Refused attempts are not recorded, so hammering does not extend the lock.
    expect(await db().$count(adminLoginFailures)).toBe(5);
    expect((await attempt("the-right-password", minutes(19) - 1000)).status).toBe("locked");
    expect(await attempt("the-right-password", minutes(19))).toEqual({ status: "ok" });
  });

  it("keeps other addresses out of the lockout", async () => {
    for (let i = 0; i < 5; i += 1) await attempt("wrong", i * 1000, "ip-a");
    expect((await attempt("wrong", 6000, "ip-a")).status).toBe("locked");
    expect(await attempt("the-right-password", 6000, "ip-b")).toEqual({ status: "ok" });
  });

  it("counts failures in a sliding fifteen-minute window", async () => {
    for (let i = 0; i < 4; i += 1) await attempt("wrong", minutes(i));
    // 15.5 minutes in, the first failure has left the window: with this one, four in it.
    expect(await attempt("wrong", minutes(15.5))).toEqual({ status: "invalid", attemptsLeft: 1 });
    expect(await lockState(db(), "ip-a", at(minutes(15.5)))).toEqual({
      lockedUntil: null,
      attemptsLeft: 1,
    });
    expect(await attempt("wrong", minutes(15.8))).toEqual({
      status: "locked",
      lockedUntil: at(minutes(15.8 + 15)),
    });
  });

  it("holds the lockout in the database: another instance sees it", async () => {
    for (let i = 0; i < 5; i += 1) await attempt("wrong", i * 1000);
    // A second instance is just another reader of the same table.
    const state = await lockState(db(), "ip-a", at(60_000));
    expect(state.lockedUntil).toEqual(at(4000 + minutes(15)));
  });

  it("lets only five of twenty simultaneous wrong guesses through to the password check", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt("wrong", 0)));
    expect(results.filter((result) => result.status === "invalid")).toHaveLength(4);
    expect(results.filter((result) => result.status === "locked")).toHaveLength(16);
    expect(await db().$count(adminLoginFailures)).toBe(5);
  });

  it("is off without ADMIN_PASSWORD", async () => {
    process.env.ADMIN_PASSWORD = "";
    resetEnvForTests();
    try {
      expect(await attempt("", 0)).toEqual({ status: "off" });
    } finally {
      process.env.ADMIN_PASSWORD = "the-right-password";
      resetEnvForTests();
    }
  });
});
