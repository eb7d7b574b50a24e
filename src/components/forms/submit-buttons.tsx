/**
 * The forms' submit button, with a Cancel beside it where the form sits in a dialog. Their words
 * may be a translation when React hydrates them (decision 075).
 */
export function SubmitButtons({
  pending,
  idleLabel,
  pendingLabel,
  onCancel,
}: {
  pending: boolean;
  idleLabel: string;
  pendingLabel: string;
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onCancel && (
        <button
          type="button"
          suppressHydrationWarning
          onClick={onCancel}
          disabled={pending}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-60"
        >
          Cancel
        </button>
      )}
      <button
        type="submit"
        suppressHydrationWarning
        disabled={pending}
        className="min-h-11 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {pending ? pendingLabel : idleLabel}
      </button>
    </div>
  );
}
