import type { ReactNode } from "react";

/**
 * The fields both erasure forms (the console's and a person's own page) post besides the button:
 * whose data goes, confirm=yes (sent by nothing but a confirmation form, so a bare link or a
 * repeated lookup never erases) and a box the browser will not submit unticked.
 */
export function EraseConfirmFields({
  subject: [subjectName, subjectValue],
  checkboxName,
  labelClassName,
  children,
}: {
  /** The hidden field naming whose data goes: the address (console) or the link's token. */
  subject: readonly [name: string, value: string];
  checkboxName: string;
  labelClassName: string;
  /** What ticking the box says. */
  children: ReactNode;
}) {
  return (
    <>
      <input type="hidden" name={subjectName} value={subjectValue} />
      <input type="hidden" name="confirm" value="yes" />
      <label className={`flex items-start gap-3 text-sm ${labelClassName}`}>
        <input
          type="checkbox"
          name={checkboxName}
          required
          className="mt-0.5 size-4 accent-red-700"
        />
        <span>{children}</span>
      </label>
    </>
  );
}
