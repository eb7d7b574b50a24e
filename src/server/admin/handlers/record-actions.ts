import "server-only";

import type { NextRequest } from "next/server";

import { adminRoute, plainText, readForm, seeOther } from "../http";
import { addNote, markAnswered, NOTE_MAX_CHARS, resendConfirmation } from "../record-actions";

/** Sends a waitlist sign-up's confirmation e-mail again, while its address is unconfirmed. */
export const handleResendConfirmation = adminRoute(
  { change: true },
  async (request: NextRequest) => {
    const body = await readForm(request);
    if (!body.ok) return body.response;
    const id = Number(body.form.id);
    const outcome = await resendConfirmation(id);
    if (outcome === "missing") return plainText(404, "No such waitlist sign-up.");
    return seeOther(`/admin/waitlist/${id}?resend=${outcome}`);
  },
);

/** Marks a contact message answered, or not answered (answered=no). */
export const handleMarkAnswered = adminRoute({ change: true }, async (request: NextRequest) => {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const id = Number(body.form.id);
  const answered = body.form.answered !== "no";
  if (!(await markAnswered(id, answered))) return plainText(404, "No such contact message.");
  return seeOther(`/admin/contact/${id}?answered=${answered ? "yes" : "no"}`);
});

/** Adds the founders' note to a waitlist sign-up or a contact message. */
export const handleAddNote = adminRoute({ change: true }, async (request: NextRequest) => {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const kind = body.form.kind;
  if (kind !== "waitlist" && kind !== "contact") return plainText(422, "Unknown record kind.");
  const id = Number(body.form.id);
  const outcome = await addNote(kind, id, body.form.body ?? "");
  if (outcome === "missing") return plainText(404, "No such record.");
  if (outcome === "too_long") {
    return plainText(422, `A note is at most ${NOTE_MAX_CHARS} characters.`);
  }
  return seeOther(`/admin/${kind}/${id}?note=${outcome}`);
});
