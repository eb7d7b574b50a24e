import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { listOutbox, retryNotification } from "@/server/admin/outbox";
import { releaseQuarantined } from "@/server/admin/release";
import { countWaitlistPeople } from "@/server/founders/places";
import { adminAuditLog, notificationOutbox, waitlistSubmissions } from "@/server/db/schema";

import { insertContactRow, insertNewsletterRow, insertWaitlistRows } from "../factories/admin";
import { describeOnDrivers } from "../setup/test-database";

describeOnDrivers("admin outbox and quarantine", ({ db }) => {
  async function outboxRow(status: string, lastError: string | null = null) {
    const [row] = await db()
      .insert(notificationOutbox)
      .values({
        kind: "founder_notice",
        subjectEmail: "sam@example.co.uk",
        payload: {},
        status,
        attempts: status === "failed" ? 8 : 1,
        lastError,
      })
      .returning();
    return row!;
  }

  it("lists failed and waiting notifications with their last error", async () => {
    await outboxRow("failed", "connect ECONNREFUSED 127.0.0.1:25");
    await outboxRow("pending", "timeout");
    await outboxRow("sending");
    await outboxRow("sent");
    const failed = await listOutbox("failed", 1);
    expect(failed.counts).toEqual({ failed: 1, pending: 2 });
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      attempts: 8,
    });
    const pending = await listOutbox("pending", 1);
    expect(pending.items.map((item) => item.status).sort()).toEqual(["pending", "sending"]);
  });

  it("retries a failed notification from scratch, and only a failed one", async () => {
    const failed = await outboxRow("failed", "boom");
    const sent = await outboxRow("sent");
    const before = Date.now();
    expect(await retryNotification(failed.id)).toBe(true);
    const [row] = await db()
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, failed.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: "boom" });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(before - 60_000);
    expect(await retryNotification(failed.id)).toBe(false);
    expect(await retryNotification(sent.id)).toBe(false);
    const audit = await db().select().from(adminAuditLog);
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      ["retry_notification", { notification: failed.id }],
    ]);
  });

  it("releases a quarantined sign-up: counted, and the person gets their confirmation", async () => {
    const [bot] = await insertWaitlistRows(db(), [
      { email: "real@example.co.uk", quarantined: true },
    ]);
    expect(await countWaitlistPeople(db())).toBe(0);
    expect(await releaseQuarantined("waitlist", bot!.id)).toBe(true);
    expect(await countWaitlistPeople(db())).toBe(1);
    const [row] = await db().select().from(waitlistSubmissions);
    expect(row!.quarantined).toBe(false);
    const outbox = await db().select().from(notificationOutbox);
    expect(outbox.map((item) => [item.kind, item.subjectEmail])).toEqual([
      ["waitlist_confirmation", "real@example.co.uk"],
    ]);
    expect(await releaseQuarantined("waitlist", bot!.id)).toBe(false);
  });

  it("releases a quarantined contact message: the sender gets the acknowledgement they would have had", async () => {
    // A released message sent nothing before (the founders' audit, session 55).
    const message = await insertContactRow(db(), {
      name: "Priya Shah",
      email: "Priya@Example.co.uk",
      emailNormalised: "priya@example.co.uk",
      quarantined: true,
    });
    expect(await releaseQuarantined("contact", message.id)).toBe(true);
    const outbox = await db().select().from(notificationOutbox);
    expect(outbox.map((item) => [item.kind, item.subjectEmail, item.payload])).toEqual([
      [
        "contact_acknowledgement",
        "priya@example.co.uk",
        { to: "Priya@Example.co.uk", name: "Priya Shah" },
      ],
    ]);
  });

  it("releases a quarantined newsletter subscription by sending its opt-in link", async () => {
    const row = await insertNewsletterRow(db(), { quarantined: true });
    expect(await releaseQuarantined("newsletter", row.id)).toBe(true);
    const [notice] = await db().select().from(notificationOutbox);
    expect(notice).toMatchObject({ kind: "newsletter_confirmation" });
    expect(notice!.payload).toMatchObject({ confirmToken: row.confirmToken });
  });
});
