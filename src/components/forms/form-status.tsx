import { CircleAlert, CircleCheck } from "lucide-react";

import type { FormState } from "@/lib/validation/form-state";

/**
 * Green on success, red otherwise (spec section 4); announced to screen readers. `successNote` is
 * one plain line beside the specification's success message, never instead of it.
 */
export function FormStatus({ state, successNote }: { state: FormState; successNote?: string }) {
  if (state.status === "idle" || !state.message) return <div role="status" aria-live="polite" />;
  const ok = state.status === "ok";
  return (
    <div
      role={ok ? "status" : "alert"}
      aria-live={ok ? "polite" : "assertive"}
      data-status={state.status}
      className={`flex gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${
        ok ? "border-green-300 bg-green-50 text-green-800" : "border-red-300 bg-red-50 text-red-800"
      }`}
    >
      {ok ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <div>
        <p>{state.message}</p>
        {ok && successNote ? (
          <p data-testid="success-note" className="mt-1 font-normal">
            {successNote}
          </p>
        ) : null}
      </div>
    </div>
  );
}
