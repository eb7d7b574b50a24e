import { LockKeyhole } from "lucide-react";

import { InputField } from "@/components/forms/field";
import type { LoginView } from "@/server/admin/login-view";

import { AuthCard } from "./auth-card";
import { buttonStyles, inputClass } from "./buttons";
import { Notice } from "./notice";

/**
 * A plain form posting to /admin/api/login: works without JavaScript. What it says after a
 * failure comes from the database (the lockout), not only from the URL, so a reload tells the truth.
 */
export function LoginForm({
  view,
  failed,
  signedOut,
}: {
  view: LoginView;
  failed: boolean;
  signedOut: boolean;
}) {
  const locked = view.lockedMinutes !== null;
  return (
    <AuthCard title="Sign in to the console">
      <div className="space-y-4">
        {locked ? (
          <Notice tone="error">
            Too many failed attempts. Sign-in is locked for this network for {view.lockedMinutes}{" "}
            more {view.lockedMinutes === 1 ? "minute" : "minutes"}; try again after that.
          </Notice>
        ) : failed ? (
          <Notice tone="error">
            That password is not right. {view.attemptsLeft}{" "}
            {view.attemptsLeft === 1 ? "attempt" : "attempts"} left before sign-in is locked for 15
            minutes.
          </Notice>
        ) : signedOut ? (
          <Notice tone="success">You have signed out.</Notice>
        ) : null}
        <form action="/admin/api/login" method="post" className="space-y-4">
          <InputField
            control={{ name: "password", id: "password" }}
            label="Admin password"
            type="password"
            autoComplete="current-password"
            required
            disabled={locked}
            className={`${inputClass} mt-1`}
          />
          <button type="submit" disabled={locked} className={`${buttonStyles.primary} w-full`}>
            <LockKeyhole aria-hidden="true" className="size-4" />
            Sign in
          </button>
        </form>
        <p className="text-xs text-slate-500">
          The password is the server&apos;s <code>ADMIN_PASSWORD</code>. A session lasts 8 hours.
        </p>
      </div>
    </AuthCard>
  );
}
