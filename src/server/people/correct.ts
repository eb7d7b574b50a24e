import "server-only";

import { myData } from "@/content/my-data";
import { correctableFieldNames } from "@/lib/validation/fields";
import { messages } from "@/lib/validation/messages";
import { type FieldErrors, fieldErrors, waitlistCorrectionSchema } from "@/lib/validation/schemas";

import { getDatabase } from "../db";
import { toWaitlistRow } from "../db/waitlist-columns";
import { logger } from "../log";
import { updateWaitlistEntry } from "./repository";

export type CorrectionResult =
  | { status: "ok"; message: string }
  | { status: "invalid"; message: string; fieldErrors: FieldErrors }
  | { status: "not_found"; message: string }
  | { status: "failed"; message: string };

/**
 * Corrects one waitlist entry given under the address an opened personal link names: the waitlist
 * form's rules (same messages), and only a row of that address, so an id from elsewhere, another
 * spelling of the mailbox included, changes nothing (decision 082).
 */
export async function correctWaitlistEntry(
  address: string,
  id: number,
  raw: unknown,
): Promise<CorrectionResult> {
  const parsed = waitlistCorrectionSchema.safeParse(raw);
  if (!parsed.success) {
    return { status: "invalid", message: messages.invalid, fieldErrors: fieldErrors(parsed.error) };
  }
  if (!Number.isSafeInteger(id) || id <= 0)
    return { status: "not_found", message: myData.notFound };
  const input = parsed.data;
  try {
    const { db } = await getDatabase();
    const values = toWaitlistRow(input, correctableFieldNames);
    const updated = await updateWaitlistEntry(db, address, id, values);
    if (!updated) return { status: "not_found", message: myData.notFound };
    return { status: "ok", message: myData.corrected };
  } catch (error) {
    logger().error({ err: error }, "correction failed");
    return { status: "failed", message: messages.generic };
  }
}
