import { Search } from "lucide-react";

import { buttonStyles, inputClass } from "../buttons";
import { Card } from "../card";

/** Step 1: a GET form, so looking up what is held changes nothing. */
export function EraseFind({ email }: { email: string }) {
  return (
    <Card
      title="Find what is held about an address"
      description="Nothing is removed until you confirm on the next step."
    >
      <form
        method="get"
        action="/admin/erase"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="erase-email" className="block text-xs font-semibold text-slate-600">
            E-mail address
          </label>
          <input
            id="erase-email"
            name="email"
            type="email"
            required
            defaultValue={email}
            maxLength={320}
            autoComplete="off"
            className={`${inputClass} mt-1`}
          />
        </div>
        <button type="submit" className={buttonStyles.primary}>
          <Search aria-hidden="true" className="size-4" />
          Find records
        </button>
      </form>
    </Card>
  );
}
