import { Search } from "lucide-react";
import Link from "next/link";

import { companySizeChoices, planChoices, tradeChoices } from "@/components/forms/choices";
import { type Choice, Field, InputField, SelectField } from "@/components/forms/field";
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
        <Field id="q" label="Search" labelStyle="compact" className="col-span-2">
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
        </Field>
        {kind === "waitlist" && (
          <>
            <Filter name="trade" label="Trade" value={query.trade} choices={tradeChoices} />
            <Filter name="plan" label="Plan" value={query.plan} choices={planChoices} />
            <Filter
              name="size"
              label="Company size"
              value={query.size}
              choices={companySizeChoices}
            />
          </>
        )}
        <Filter
          name="status"
          label="Status"
          value={query.status}
          choices={statusOptions[kind].map((value) => [value, statusLabels[value] ?? value])}
        />
        <DateFilter name="from" label="From" value={query.from} />
        <DateFilter name="to" label="To" value={query.to} />
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

interface FilterProps {
  name: string;
  label: string;
  value: string;
}

/** The URL's parameter names double as ids: the console has one filter form a page. */
const filterControl = ({ name, value }: FilterProps) => ({ name, id: name, defaultValue: value });

function Filter({ choices, ...filter }: FilterProps & { choices: readonly Choice[] }) {
  return (
    <SelectField
      control={filterControl(filter)}
      label={filter.label}
      labelStyle="compact"
      choices={choices}
      placeholder="All"
      className={`${inputClass} mt-1`}
    />
  );
}

function DateFilter(filter: FilterProps) {
  return (
    <InputField
      control={filterControl(filter)}
      label={filter.label}
      labelStyle="compact"
      type="date"
      className={`${inputClass} mt-1`}
    />
  );
}
