import { Search } from "lucide-react";
import Link from "next/link";

import {
  companySizeLabel,
  companySizes,
  interestedPlanLabel,
  interestedPlans,
  tradeLabel,
  trades,
} from "@/lib/validation/options";
import { type RecordKind, type RecordQuery, statusOptions } from "@/server/admin/records/params";

import { buttonStyles, inputClass } from "../buttons";
import { cardClass } from "../card";

const searchHints: Record<RecordKind, string> = {
  waitlist: "Name, e-mail or company",
  contact: "Name, e-mail or message",
  newsletter: "E-mail address",
};

const statusLabels: Record<string, string> = {
  counted: "Counted",
  quarantined: "Quarantined",
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  founder: "Founder (confirmed, place 1-100)",
  waitlisted: "Confirmed, beyond 100",
  expired: "Expired (never confirmed)",
};

/**
 * Search and filters as a GET form: the result is a URL, so it can be bookmarked, shared and
 * reloaded, and works without JavaScript. The sort survives a new search; the page starts again.
 */
export function FilterForm({ kind, query }: { kind: RecordKind; query: RecordQuery }) {
  const base = `/admin/${kind}`;
  return (
    <form method="get" action={base} className={`${cardClass} p-4`} role="search">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <div className="col-span-2">
          <label htmlFor="q" className="block text-xs font-semibold text-slate-600">
            Search
          </label>
          <div className="relative mt-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={query.q}
              placeholder={searchHints[kind]}
              maxLength={200}
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        {kind === "waitlist" && (
          <>
            <Select
              name="trade"
              label="Trade"
              value={query.trade}
              options={trades.map((value) => [value, tradeLabel(value)])}
            />
            <Select
              name="plan"
              label="Plan"
              value={query.plan}
              options={interestedPlans.map((value) => [value, interestedPlanLabel(value)])}
            />
            <Select
              name="size"
              label="Company size"
              value={query.size}
              options={companySizes.map((value) => [value, companySizeLabel(value)])}
            />
          </>
        )}
        <Select
          name="status"
          label="Status"
          value={query.status}
          options={statusOptions[kind].map((value) => [value, statusLabels[value] ?? value])}
        />
        <DateInput name="from" label="From" value={query.from} />
        <DateInput name="to" label="To" value={query.to} />
        {/* Beside the dates on a wide screen, under them on a phone. */}
        <div
          className={`col-span-2 flex items-end gap-2 pt-1 lg:justify-end ${kind === "waitlist" ? "lg:col-span-4" : "lg:col-span-1"}`}
        >
          <button type="submit" className={buttonStyles.primary}>
            Apply filters
          </button>
          <Link href={base} className={buttonStyles.secondary}>
            Clear
          </Link>
        </div>
      </div>
      {query.sort !== "created_at" && <input type="hidden" name="sort" value={query.sort} />}
      {query.dir !== "desc" && <input type="hidden" name="dir" value={query.dir} />}
    </form>
  );
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: [string, string][];
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-xs font-semibold text-slate-600">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value} className={`${inputClass} mt-1`}>
        <option value="">All</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateInput({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={name} className="block text-xs font-semibold text-slate-600">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="date"
        defaultValue={value}
        className={`${inputClass} mt-1`}
      />
    </div>
  );
}
