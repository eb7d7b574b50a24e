import { HONEYPOT_FIELD } from "@/lib/validation/constants";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) that bots fill in; named so no autofill or password manager fills it (decision 005).
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {/* Translated too, like every word on the page (decision 075). */}
        <span suppressHydrationWarning>Leave this empty</span>
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
