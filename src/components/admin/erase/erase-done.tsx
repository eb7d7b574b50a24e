import { Notice } from "../notice";
import { plural } from "../format";

/** Step 3: the counts come back in the URL (never the address), from the erase endpoint. */
export function EraseDone({ params }: { params: Record<string, string | undefined> }) {
  const count = (key: string) => Math.max(0, Number(params[key] ?? 0) || 0);
  return (
    <Notice tone="success">
      Erased {plural(count("waitlist"), "waitlist sign-up")},{" "}
      {plural(count("contact"), "contact message")},{" "}
      {plural(count("newsletter"), "newsletter subscription")},{" "}
      {plural(count("people"), "confirmation record")}, {plural(count("outbox"), "notification")}{" "}
      and {plural(count("mailFiles"), "mail file")}. Recorded as audit entry #{count("erased")}.
    </Notice>
  );
}
