"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { type Resolver, useForm } from "react-hook-form";

import { contactSchema, limits } from "@/lib/validation/schemas";
import { sendContactAction } from "@/server/submissions/actions";

import { BotFields, controlClass, describedBy, Field, SubmitButtons } from "./fields";
import { FormStatus } from "./form-status";
import { useFormSubmission } from "./use-form-submission";

type Values = { name: string; email: string; message: string };
const blank: Values = { name: "", email: "", message: "" };

interface Props {
  source: string;
  onSuccess?: () => void;
  onCancel?: () => void;
}

export function ContactForm({ source, onSuccess, onCancel }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { state, pending, submit, formAction } = useFormSubmission(sendContactAction);
  const form = useForm<Values>({
    resolver: zodResolver(contactSchema) as unknown as Resolver<Values>,
    defaultValues: { ...blank, ...state.values },
    mode: "onTouched",
  });
  const { register, formState } = form;

  useEffect(() => {
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

  const error = (name: keyof Values) =>
    formState.errors[name]?.message ??
    (state.status === "invalid" ? state.fieldErrors?.[name] : undefined);
  const control = (name: keyof Values) => ({
    id: `${id}-${name}`,
    "aria-invalid": error(name) ? true : undefined,
    // Rendered into the HTML, so a page reloaded without JavaScript shows what was typed.
    defaultValue: state.values?.[name],
    "aria-describedby": describedBy(`${id}-${name}`, error(name)),
    ...register(name),
  });

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-busy={pending}
    >
      <input type="hidden" name="source" value={source} />
      <BotFields />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={error("name")}>
          <input
            {...control("name")}
            required
            maxLength={limits.name}
            autoComplete="name"
            className={`${controlClass} h-11`}
          />
        </Field>
        <Field id={`${id}-email`} label="Email" error={error("email")}>
          <input
            {...control("email")}
            type="email"
            required
            maxLength={limits.email}
            autoComplete="email"
            className={`${controlClass} h-11`}
          />
        </Field>
      </div>
      <Field id={`${id}-message`} label="Message" error={error("message")}>
        <textarea
          {...control("message")}
          required
          rows={5}
          maxLength={limits.message}
          className={`${controlClass} py-2`}
        />
      </Field>
      <FormStatus state={state} />
      <SubmitButtons
        pending={pending}
        idleLabel="Send Message"
        pendingLabel="Sending..."
        onCancel={onCancel}
      />
    </form>
  );
}
