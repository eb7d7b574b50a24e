import { formatCount } from "../format";

const styles = {
  neutral: "bg-slate-100 text-slate-700",
  brand: "bg-brand-100 text-brand-800",
  good: "bg-emerald-100 text-emerald-800",
  warn: "bg-amber-100 text-amber-900",
  bad: "bg-red-100 text-red-800",
} as const;

export type BadgeTone = keyof typeof styles;

export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: BadgeTone;
  children: React.ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${styles[tone]}`}
    >
      {children}
    </span>
  );
}

/** A count for each state as a row of badges in the state's tone: "Sent: 1,204". */
export function CountBadges<State extends string>({
  states,
  labels,
  counts,
  className,
  label,
}: {
  states: readonly State[];
  labels: Record<State, { label: string; tone?: BadgeTone }>;
  counts: Record<State, number>;
  className: string;
  /** The list's name, where the text around it does not give one. */
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {states.map((state) => (
        <li key={state}>
          <Badge tone={labels[state].tone}>
            {labels[state].label}: {formatCount(counts[state])}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function QuarantineBadge() {
  return <Badge tone="warn">Quarantined</Badge>;
}

const newsletterTones: Record<string, BadgeTone> = {
  confirmed: "good",
  pending: "neutral",
  unsubscribed: "bad",
};

export function NewsletterStatus({ status }: { status: string }) {
  const label =
    status === "pending"
      ? "Awaiting confirmation"
      : status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge tone={newsletterTones[status] ?? "neutral"}>{label}</Badge>;
}

const mailboxTones = {
  founder: "good",
  waitlisted: "brand",
  pending: "neutral",
  expired: "bad",
} as const;

/** A waitlist mailbox's standing (decision 016). */
export function MailboxBadge({
  status,
  place,
}: {
  status: keyof typeof mailboxTones;
  place: number | null;
}) {
  const label = {
    founder: `Founder ${place ?? ""}`.trim(),
    waitlisted: "Confirmed, beyond 100",
    pending: "Awaiting confirmation",
    expired: "Expired",
  }[status];
  return <Badge tone={mailboxTones[status]}>{label}</Badge>;
}
