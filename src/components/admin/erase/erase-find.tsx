import { Search } from "lucide-react";

import { InputField } from "@/components/forms/field";

import { inputClass } from "../buttons";
import { Card } from "../card";
import { SubmitButton } from "../submit-button";

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
        <SubmitButton look="primary" Icon={Search}>
          Find records
        </SubmitButton>
      </form>
    </Card>
  );
}
