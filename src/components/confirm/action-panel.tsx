import { CircleAlert, CircleCheck, MailCheck } from "@/components/icons/stroke-icons";
import type { ReactNode } from "react";

import { StaticPart } from "@/components/ui/static-part";
import { type TokenAction, TokenForm } from "@/components/ui/token-form";

type Tone = "ask" | "done" | "problem";

const icons = { ask: MailCheck, done: CircleCheck, problem: CircleAlert } as const;
const toneClasses = { ask: "text-navy-700", done: "text-green-700", problem: "text-red-700" };

interface Props {
  tone: Tone;
  title: string;
  children: ReactNode;
  /** The one button: only its POST acts, never the GET that opened the page. */
  action?: TokenAction;
  footer?: ReactNode;
}

/** The page an e-mail link opens: what the link does, and one button that does it. */
export function ActionPanel({ tone, title, children, action, footer }: Props) {
  const Icon = icons[tone];
  // Nothing here is acted on by a script: not hydrated, so a translation of it stays (075).
  return (
    <StaticPart>
      <section className="container-page flex flex-col items-center py-16 text-center sm:py-20">
        <Icon aria-hidden="true" className={`size-12 ${toneClasses[tone]}`} />
        <h1 className="mt-4 text-3xl font-bold text-navy-900">{title}</h1>
        <div
          role={tone === "problem" ? "alert" : tone === "done" ? "status" : undefined}
          className="mt-3 max-w-xl space-y-3 text-lg text-slate-700"
        >
          {children}
        </div>
        {action ? <TokenForm {...action} size="lg" className="mt-8" /> : null}
        {footer ? <div className="mt-8">{footer}</div> : null}
      </section>
    </StaticPart>
  );
}
