import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { waitlistFieldNames } from "@/lib/validation/fields";
import { EXPORT_BATCH_SIZE, exportCsv } from "@/server/admin/export/stream";
import { listWaitlist } from "@/server/admin/records/list";
import type { RawParams, RecordKind } from "@/server/admin/records/params";

import { daysAgo, insertContactRow, insertWaitlistRows } from "../factories/admin";
import { describeOnDrivers } from "../setup/test-database";

async function download(kind: RecordKind, params: RawParams = {}): Promise<string> {
  const bytes = new Uint8Array(await new Response(await exportCsv(kind, params)).arrayBuffer());
  // Keep the byte-order mark (TextDecoder would drop it by default).
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

/** A small RFC 4180 reader, to check the file reads back to exactly what was stored. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += char;
  }
  return rows;
}

describeOnDrivers("admin CSV export", ({ db }) => {
  // Out-of-range filters never lose the export's rows, and a failing
  // database answers an error before any header, never a 200 with nothing.
  it("exports every row when the dates are out of range or the search holds a NUL", async () => {
    await insertWaitlistRows(db(), [{ name: "Sam" }, { name: "Alex" }]);
    const text = await download("waitlist", { from: "0000-01-01", to: "0000-12-31" });
    expect(parseCsv(text)).toHaveLength(3);
    const searched = await download("waitlist", { q: "Al\u0000ex" });
    expect(parseCsv(searched)).toHaveLength(2);
    const page = await listWaitlist({ from: "0000-01-01", q: "\u0000" });
    expect(page.total).toBe(2);
  });

  it("fails before sending anything when the first batch cannot be read", async () => {
    await db().execute(sql`alter table waitlist_submissions rename to waitlist_gone`);
    try {
      await expect(exportCsv("waitlist", {})).rejects.toThrow();
    } finally {
      await db().execute(sql`alter table waitlist_gone rename to waitlist_submissions`);
    }
  });

  it("starts with a BOM and the header row, and writes times as a UK date and time", async () => {
    const createdAt = new Date("2026-03-05T09:15:30.250Z");
    await insertWaitlistRows(db(), [{ name: "Sam", email: "sam@example.co.uk", createdAt }]);
    const text = await download("waitlist");
    expect(text.startsWith("\uFEFFid,created_at,name,email,company,trade,company_size,")).toBe(
      true,
    );
    const [header, row] = parseCsv(text.slice(1));
    // The form's fields in the form's order, between the row's keys and its handling.
    expect(header).toEqual([
      "id",
      "created_at",
      ...waitlistFieldNames,
      "source",
      "quarantined",
      "standing",
      "founder_place",
      "confirmed_at",
      "landed_on",
      "referred_by",
      "campaign",
    ]);
    // dd/mm/yyyy hh:mm, which UK Excel reads as a date and time; in UK time (GMT in March).
    expect(row![1]).toBe("05/03/2026 09:15");
    expect(row![3]).toBe("sam@example.co.uk");
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("says who holds which founder place, and an export of the founders alone holds only them", async () => {
    await insertWaitlistRows(db(), [
      { name: "Founder", email: "founder@example.co.uk" },
      { name: "Waiting", email: "waiting@example.co.uk" },
    ]);
    await db().execute(sql`
      insert into waitlist_people (email_normalised, confirmed_at, founder_place) values
        ('founder@example.co.uk', '2026-11-30T10:00:00.000Z', 3),
        ('waiting@example.co.uk', null, null)`);
    const rowsOf = async (params: RawParams) => {
      const [header, ...rows] = parseCsv((await download("waitlist", params)).slice(1));
      return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
    };
    expect(await rowsOf({ status: "founder" })).toEqual([
      expect.objectContaining({
        name: "Founder",
        standing: "founder",
        founder_place: "3",
        confirmed_at: "30/11/2026 10:00",
      }),
    ]);
    expect(await rowsOf({ status: "pending" })).toEqual([
      expect.objectContaining({
        name: "Waiting",
        standing: "pending",
        founder_place: "",
        confirmed_at: "",
      }),
    ]);
  });

  // Sizes went out as `1-5` and `6-20`, which Excel turns into dates; times as ISO text
  // in UTC; and the visit's source, which the record's page shows, was left out.
  it("writes choices in the form's words, UK summer time, and where the visit began", async () => {
    const [row] = await insertWaitlistRows(db(), [
      {
        name: "Size",
        companySize: "6-20",
        trade: "roofer",
        interestedPlan: "professional",
        createdAt: new Date("2026-07-01T23:30:00.000Z"),
      },
      { name: "No visit", companySize: "1-5" },
    ]);
    await db().execute(sql`
      insert into signup_attributions
        (submission_id, landing_path, referrer_host, utm_source, utm_medium, utm_campaign)
      values (${row!.id}, '/locations/leeds', 'www.google.com', 'flyer', '', 'leeds-dec')`);
    const [header, ...rows] = parseCsv(
      (await download("waitlist", { sort: "name", dir: "desc" })).slice(1),
    );
    const read = rows.map((cells) =>
      Object.fromEntries(header!.map((name, i) => [name, cells[i]])),
    );
    expect(read).toEqual([
      expect.objectContaining({
        name: "Size",
        company_size: "6-20 people",
        trade: "Roofer",
        interested_plan: expect.stringMatching(/^Professional/),
        created_at: "02/07/2026 00:30",
        landed_on: "/locations/leeds",
        referred_by: "www.google.com",
        campaign: "flyer / leeds-dec",
      }),
      expect.objectContaining({
        name: "No visit",
        company_size: "1-5 people",
        landed_on: "",
        referred_by: "",
        campaign: "",
      }),
    ]);
  });

  it("neutralises formulas and quotes commas, quotes and line breaks", async () => {
    await insertWaitlistRows(db(), [
      {
        name: '=HYPERLINK("http://evil.example","click")',
        company: '+44 Roofing, "the best"',
        currentSoftware: "-2+3",
        additionalNotes: "@SUM(1)\nsecond line",
      },
    ]);
    await insertContactRow(db(), { name: "\tTabbed", message: "\rReturn" });
    const waitlist = parseCsv((await download("waitlist")).slice(1));
    expect(waitlist[1]!.slice(2, 3)).toEqual(['\'=HYPERLINK("http://evil.example","click")']);
    expect(waitlist[1]![4]).toBe('\'+44 Roofing, "the best"');
    expect(waitlist[1]![10]).toBe("'-2+3");
    expect(waitlist[1]![11]).toBe("'@SUM(1)\nsecond line");
    const contact = parseCsv((await download("contact")).slice(1));
    expect(contact[1]![2]).toBe("'\tTabbed");
    expect(contact[1]![4]).toBe("'\rReturn");
  });

  it("exports exactly the filtered rows in the list's order, across batches, none twice", async () => {
    const total = EXPORT_BATCH_SIZE * 2 + 37;
    // Identical timestamps on purpose: the id must break the ties across batch boundaries.
    const sameTime = daysAgo(3);
    const rows = Array.from({ length: total }, (_, i) => ({
      name: `Person ${i}`,
      trade: i % 2 === 0 ? "plumber" : "roofer",
      createdAt: sameTime,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await insertWaitlistRows(db(), rows.slice(i, i + 500));
    // Microseconds that a JavaScript Date would lose.
    await db().execute(
      sql`update waitlist_submissions set created_at = created_at + (id * interval '1 microsecond') where id % 7 = 0`,
    );
    const plumbers = parseCsv((await download("waitlist", { trade: "plumber" })).slice(1)).slice(1);
    expect(plumbers).toHaveLength(Math.ceil(total / 2));
    expect(new Set(plumbers.map((row) => row[0])).size).toBe(plumbers.length);
    expect(plumbers.every((row) => row[5] === "Plumber")).toBe(true);
    const byNameAsc = parseCsv(
      (await download("waitlist", { sort: "name", dir: "asc" })).slice(1),
    ).slice(1);
    const names = byNameAsc.map((row) => row[2]!);
    expect(names).toHaveLength(total);
    expect(new Set(names).size).toBe(total);
    const byDate = parseCsv((await download("waitlist", {})).slice(1)).slice(1);
    expect(new Set(byDate.map((row) => row[0])).size).toBe(total);
    const listed = await listWaitlist({ page: "2" });
    expect(byDate.slice(50, 100).map((row) => Number(row[0]))).toEqual(
      listed.items.map((item) => item.id),
    );
  });

  it("exports newsletter subscriptions without their tokens", async () => {
    const text = await download("newsletter");
    expect(text.slice(1).split("\r\n")[0]).toBe(
      "id,created_at,email,status,confirmed_at,unsubscribed_at,consent_version,source,quarantined",
    );
  });
});
