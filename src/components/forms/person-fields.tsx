import { limits } from "@/lib/validation/constants";

import { type FieldState, InputField } from "./field";

/*
 * Name and e-mail, the fields every form asks for (waitlist, contact, the personal-link request).
 * Apart from entry-fields.tsx, whose option lists the contact form does not need: it imports
 * these from here, so its page carries no trade or company-size list.
 */

export interface Props {
  field: FieldState;
}

export interface Fillable extends Props {
  autoComplete?: string;
}

export function RequiredText({
  field,
  autoComplete,
  label,
  maxLength,
}: Fillable & { label: string; maxLength: number }) {
  return (
    <InputField
      {...field}
      label={label}
      required
      maxLength={maxLength}
      autoComplete={autoComplete}
    />
  );
}

export const NameField = (props: Fillable) => (
  <RequiredText {...props} label="Name" maxLength={limits.name} />
);

export const EmailField = ({ field }: Props) => (
  <InputField
    {...field}
    label="Email"
    type="email"
    required
    maxLength={limits.email}
    autoComplete="email"
  />
);
