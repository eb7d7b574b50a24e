import "server-only";

import type { NextRequest } from "next/server";

import { logger } from "../../log";
import { eraseEverythingAbout } from "../../people/erasure";
import { adminRoute, plainText, readForm, seeOther } from "../http";
import { retryNotification } from "../outbox";
import { recordKinds, type RecordKind } from "../records/params";
import { releaseQuarantined } from "../release";

/** Erases everything about the posted address; only the confirmation form sends confirm=yes. */
export const handleErase = adminRoute({ change: true }, async (request: NextRequest) => {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const { email = "", confirm } = body.form;
  if (confirm !== "yes") return seeOther(`/admin/erase?email=${encodeURIComponent(email)}`);
  // One function for the console and the personal page; it takes the places lock first
  // (decision 081).
  const result = await eraseEverythingAbout(email, "admin");
  if (!result) return plainText(422, "Enter the e-mail address to erase.");
  logger().info({ auditId: result.auditId, ...result.counts }, "admin erased an address");
  const counts = new URLSearchParams({ erased: String(result.auditId) });
  for (const [key, value] of Object.entries(result.counts)) counts.set(key, String(value));
  return seeOther(`/admin/erase?${counts}`);
});

/** Puts a failed notification back in the queue. */
export const handleRetry = adminRoute({ change: true }, async (request: NextRequest) => {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const id = Number(body.form.id);
  const retried = await retryNotification(id);
  return seeOther(`/admin/outbox?${retried ? `retried=${id}` : "retry-missed=1"}`);
});

/** Counts a quarantined record after all. */
export const handleRelease = adminRoute({ change: true }, async (request: NextRequest) => {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const kind = body.form.kind as RecordKind;
  const id = Number(body.form.id);
  if (!recordKinds.includes(kind)) return plainText(422, "Unknown record kind.");
  const released = await releaseQuarantined(kind, id);
  return seeOther(`/admin/${kind}/${id}?${released ? "released=1" : "release-missed=1"}`);
});
