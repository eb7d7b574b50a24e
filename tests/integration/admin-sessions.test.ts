import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeEach, expect, it } from "vitest";

import { handleExport } from "@/server/admin/handlers/export";
import { handleLogout } from "@/server/admin/handlers/login";
import { queryRows } from "@/server/db/query";
import { resetEnvForTests } from "@/server/env";

import { adminSessionCookie, insertWaitlistRows } from "../factories/admin";
import { describeOnDrivers } from "../setup/test-database";

const base = "http://localhost:3000";

async function exportWith(cookie: string): Promise<Response> {
  return handleExport(
    new NextRequest(`${base}/admin/api/export/waitlist`, { headers: { cookie } }),
    {
      params: Promise.resolve({ table: "waitlist" }),
    },
  );
}

async function signOut(cookie: string) {
  const response = await handleLogout(
    new NextRequest(`${base}/admin/api/logout`, { method: "POST", headers: { cookie } }),
    undefined,
  );
  expect(response.status).toBe(303);
}

// A session ends everywhere when its owner signs out, and every session ends
// when ADMIN_PASSWORD changes.
describeOnDrivers("admin sessions", { env: { ADMIN_PASSWORD: "the-right-password" } }, ({ db }) => {
  beforeEach(async () => {
    await insertWaitlistRows(db(), [{ name: "Sam" }]);
  });

  it("exports nothing with the old cookie after logout; other sessions carry on", async () => {
    const mine = await adminSessionCookie();
    const other = await adminSessionCookie();
    expect((await exportWith(mine)).status).toBe(200);
    await signOut(mine);
    const after = await exportWith(mine);
    expect(after.status).toBe(401);
    expect(await after.text()).not.toContain("Sam");
    expect((await exportWith(other)).status).toBe(200);
    const rows = await queryRows<{ revoked: number }>(
      db(),
      sql`select count(*)::int as revoked from admin_sessions where revoked_at is not null`,
    );
    expect(rows[0]!.revoked).toBe(1);
  });

  it("ends every session when ADMIN_PASSWORD changes, and a change back does not revive them", async () => {
    const cookie = await adminSessionCookie();
    process.env.ADMIN_PASSWORD = "a-new-password";
    resetEnvForTests();
    try {
      expect((await exportWith(cookie)).status).toBe(401);
      expect((await exportWith(await adminSessionCookie("a-new-password"))).status).toBe(200);
    } finally {
      process.env.ADMIN_PASSWORD = "the-right-password";
      resetEnvForTests();
    }
  });

  it("refuses a validly signed cookie whose session the database does not hold", async () => {
    const cookie = await adminSessionCookie();
    await db().execute(sql`delete from admin_sessions`);
    expect((await exportWith(cookie)).status).toBe(401);
  });
});
