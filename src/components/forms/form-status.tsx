import { CircleAlert, CircleCheck } from "@/components/icons/stroke-icons";

import type { FormAnswer } from "@/lib/form-answers";
import { formResultId } from "@/lib/validation/constants";
import type { FormState } from "@/lib/validation/form-state";

/**
 * Green on success, red otherwise (spec section 4); announced to screen readers. `landing` marks
 * the answer to a post made without JavaScript: it gets the id the reloaded page scrolls to.
 * `successNote` is one plain line beside the specification's success message, never instead of it.
 */
export function FormStatus({
  state,
  landing = false,
  successNote,
}: {
  state: FormState;
  landing?: boolean;
  successNote?: string;
}) {
  if (state.status === "idle" || !state.message) return <div role="status" aria-live="polite" />;
  const ok = state.status === "ok";
  return (
    <div
      id={landing ? formResultId : undefined}
      // Focusable by script alone: the answer takes the focus a sending form lost (use-submission-form).
      tabIndex={-1}
      role={ok ? "status" : "alert"}
      aria-live={ok ? "polite" : "assertive"}
      data-status={state.status}
      className={`flex scroll-mt-24 gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${
        ok ? "border-green-300 bg-green-50 text-green-800" : "border-red-300 bg-red-50 text-red-800"
      }`}
    >
      {ok ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <div>
        {/* A translation may hold these words when React hydrates them (decision 075). */}
        <p suppressHydrationWarning>{state.message}</p>
        {ok && successNote ? (
          <p data-testid="success-note" suppressHydrationWarning className="mt-1 font-normal">
            {successNote}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The page a success posted without JavaScript lands on shows the answer where the form was, so
 * an empty form never looks as if nothing happened (decision 048).
 */
export function SubmittedPanel({ answer }: { answer: FormAnswer }) {
  const { message, note, again } = answer;
  return (
    <div className="space-y-4">
      <FormStatus state={{ status: "ok", message }} landing successNote={note} />
      <p className="text-sm text-slate-700">
        <a
          href={again.href}
          className="font-semibold text-brand-700 underline underline-offset-4"
          suppressHydrationWarning
        >
          {again.label}
        </a>
      </p>
    </div>
  );
}
