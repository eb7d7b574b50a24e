import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { correctableFieldNames, waitlistFieldNames } from "@/lib/validation/fields";
import { waitlistSchema } from "@/lib/validation/schemas";

import { buildWaitlistInput } from "../../../tests/factories/submissions";
import { waitlistSubmissions } from "./schema";
import {
  toWaitlistRecord,
  toWaitlistRow,
  waitlistColumn,
  waitlistColumns,
} from "./waitlist-columns";

describe("the waitlist's one column map", () => {
  it.each(waitlistFieldNames)("maps the form's %s to the SQL column of the same name", (field) => {
    const column = getTableColumns(waitlistSubmissions)[waitlistColumns[field]];
    expect(column.name).toBe(field);
    expect(waitlistColumn(field)).toBe(column);
  });

  it("has the schema's fields, in the form's order", () => {
    expect(Object.keys(waitlistSchema.shape)).toEqual(waitlistFieldNames);
    expect(Object.keys(waitlistColumns)).toEqual(waitlistFieldNames);
  });

  it("turns a parsed form into row values and a row back into the form's names", () => {
    const input = waitlistSchema.parse(buildWaitlistInput({ back_office_users: "3" }));
    const row = toWaitlistRow(input, waitlistFieldNames);
    for (const field of waitlistFieldNames) {
      expect(row[waitlistColumns[field]], field).toBe(input[field]);
    }
    expect(row.backOfficeUsers).toBe(3);
    expect(toWaitlistRecord(row)).toEqual(input);
    // A correction writes only the fields a person may correct.
    expect(Object.keys(toWaitlistRow(input, correctableFieldNames))).toEqual(
      correctableFieldNames.map((field) => waitlistColumns[field]),
    );
    expect(Object.keys(toWaitlistRow(input, correctableFieldNames))).not.toContain("email");
  });
});
