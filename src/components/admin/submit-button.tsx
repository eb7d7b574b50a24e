import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { buttonStyles } from "./buttons";

/** A form's submit button in one of the console's looks, led by its icon (smaller on a small one). */
export function SubmitButton({
  look,
  Icon,
  children,
}: {
  look: keyof typeof buttonStyles;
  Icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={buttonStyles[look]}>
      <Icon aria-hidden="true" className={look === "small" ? "size-3.5" : "size-4"} />
      {children}
    </button>
  );
}
