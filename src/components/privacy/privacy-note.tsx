import { type PrivacyNoteForm, privacyNoteText, privacyPolicyPath } from "@/content/privacy-notes";

/** The one line under every form (dialogs, /signup, /contact, newsletter boxes). */
export function PrivacyNote({
  form,
  tone = "light",
}: {
  form: PrivacyNoteForm;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <p
      className={`text-xs leading-5 ${dark ? "text-slate-300" : "text-slate-600"}`}
      data-testid="privacy-note"
    >
      {/* Its own element, so a translation of it does not stop React hydrating (decision 075). */}
      <span suppressHydrationWarning>{privacyNoteText(form)}</span>{" "}
      <a
        href={privacyPolicyPath}
        className={`font-medium underline underline-offset-2 ${dark ? "text-white" : "text-navy-900"}`}
        suppressHydrationWarning
      >
        Privacy policy
      </a>
    </p>
  );
}
