import { LockKeyhole } from "lucide-react";

import { AuthCard } from "./auth-card";

/** /admin while ADMIN_PASSWORD is unset: what the console is and how to turn it on. */
export function ConsoleOff() {
  return (
    <AuthCard title="The admin console is off">
      <div className="space-y-4 text-sm leading-6 text-slate-700">
        <p className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
          <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            It turns on when the server starts with an{" "}
            <code className="font-semibold">ADMIN_PASSWORD</code>. Until then nothing under{" "}
            <code>/admin</code> can be opened.
          </span>
        </p>
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            Set a long password in the environment, for example in <code>.env</code>:
            <pre className="mt-1 overflow-x-auto rounded-lg bg-navy-900 px-3 py-2 text-xs text-white">
              ADMIN_PASSWORD=a-long-phrase-only-you-know
            </pre>
          </li>
          <li>
            Optionally set <code>SESSION_SECRET</code> (32 or more random characters) to sign
            sessions; without it a key is derived from the site secret in the data folder.
          </li>
          <li>
            Restart the server (<code>npm start</code>) and sign in at <code>/admin/login</code>.
          </li>
        </ol>
      </div>
    </AuthCard>
  );
}
