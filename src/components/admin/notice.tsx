import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";

const tones = {
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CircleCheck },
  error: { box: "border-red-200 bg-red-50 text-red-900", Icon: CircleAlert },
  info: { box: "border-slate-200 bg-white text-slate-800", Icon: Info },
  warn: { box: "border-amber-200 bg-amber-50 text-amber-950", Icon: CircleAlert },
} as const;

/** A one-line outcome after a form post ("Erased...", "Queued again..."), read out when it appears. */
export function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${box}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
