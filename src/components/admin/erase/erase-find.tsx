import { Search } from "lucide-react";

import { InputField } from "@/components/forms/field";

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
        <InputField
          control={{ name: "email", id: "erase-email", defaultValue: email }}
          label="E-mail address"
          labelStyle="compact"
          wrapperClassName="flex-1"
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          className={`${inputClass} mt-1`}
        />
        <button type="submit" className={buttonStyles.primary}>
          <Search aria-hidden="true" className="size-4" />
          Find records
        </button>
      </form>
    </Card>
  );
}
