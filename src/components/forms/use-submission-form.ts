"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useEffect, useId, useRef } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

import type { FormState } from "@/lib/validation/form-state";

import { describedBy } from "./fields";
import { useFormSubmission } from "./use-form-submission";

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

/**
 * What the waitlist and contact forms share: react-hook-form over the shared zod schema for
 * instant feedback, the Server Action for the answer, server errors shown beside the fields, and
 * typed values kept in the HTML after a no-JavaScript reload.
 */
export function useSubmissionForm<Values extends FieldValues>({
  schema,
  action,
  blank,
  onSuccess,
}: {
  schema: z.ZodType;
  action: Action;
  blank: Values;
  onSuccess?: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { state, pending, submit, formAction } = useFormSubmission(action);
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: { ...blank, ...state.values } as DefaultValues<Values>,
    mode: "onTouched",
  });

  useEffect(() => {
    // With JavaScript, react-hook-form shows the messages; without it, the browser's checks apply.
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(async () => {
      const result = await submit(new FormData(element));
      if (result.status === "ok") {
        form.reset(blank);
        onSuccess?.();
      }
    })(event);
  };

  const error = (name: Path<Values>): string | undefined =>
    (form.formState.errors[name]?.message as string | undefined) ??
    (state.status === "invalid" ? state.fieldErrors?.[name] : undefined);

  /** Props for one input: id, validity, error wiring, registration, and its no-JS value. */
  const control = (name: Path<Values>, hint?: string) => ({
    id: `${id}-${name}`,
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": describedBy(`${id}-${name}`, error(name), hint),
    defaultValue: state.values?.[name] ?? blank[name],
    ...form.register(name),
  });

  const formProps = { ref: formRef, action: formAction, onSubmit, "aria-busy": pending };
  return { id, form, state, pending, error, control, formProps };
}
