import { describe, expect, it } from "vitest";

import { escapeLike } from "../../db/query";
import { isFiltered, MAX_DAY, MIN_DAY, parseRecordQuery, queryToParams } from "./params";

describe("list search params", () => {
  it("reads known values and drops unknown ones", () => {
    const query = parseRecordQuery("waitlist", {
      q: "  Carter ",
      trade: "plumber",
      plan: "astronaut",
      size: "6-20",
      status: "quarantined",
      from: "2026-02-30",
      to: "2026-11-21",
      sort: "password; drop table",
      dir: "asc",
      page: "-3",
    });
    expect(query).toEqual({
      q: "Carter",
      trade: "plumber",
      plan: "",
      size: "6-20",
      status: "quarantined",
      from: "",
      to: "2026-11-21",
      sort: "created_at",
      dir: "asc",
      page: 1,
      problems: [],
    });
  });

  it("ignores waitlist-only filters on other lists and takes the first of repeated params", () => {
    const query = parseRecordQuery("contact", { trade: "plumber", q: ["a", "b"], sort: "trade" });
    expect(query.trade).toBe("");
    expect(query.q).toBe("a");
    expect(query.sort).toBe("created_at");
  });

  it("writes links with the defaults left out", () => {
    const query = parseRecordQuery("waitlist", new URLSearchParams("q=50%25&trade=roofer&page=3"));
    expect(queryToParams(query)).toBe("q=50%25&trade=roofer&page=3");
    expect(queryToParams(query, { sort: "name", dir: "asc", page: 1 })).toBe(
      "q=50%25&trade=roofer&sort=name&dir=asc",
    );
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered(parseRecordQuery("waitlist", {}))).toBe(false);
  });

  it("escapes LIKE wildcards", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});

describe("out-of-range input", () => {
  it("ignores dates outside the years the site can hold, and says so", () => {
    const query = parseRecordQuery("waitlist", { from: "0000-01-01", to: "0000-12-31" });
    expect(query.from).toBe("");
    expect(query.to).toBe("");
    expect(query.problems).toEqual([
      `The "from" date 0000-01-01 is outside ${MIN_DAY} to ${MAX_DAY}, so it was ignored.`,
      `The "to" date 0000-12-31 is outside ${MIN_DAY} to ${MAX_DAY}, so it was ignored.`,
    ]);
    expect(parseRecordQuery("waitlist", { from: "9999-12-31" }).from).toBe("");
    expect(parseRecordQuery("waitlist", { from: "2026-11-21" }).problems).toEqual([]);
  });

  it("strips NUL and other control characters from the search", () => {
    expect(parseRecordQuery("waitlist", { q: "Car\u0000ter\u0007" }).q).toBe("Carter");
    expect(parseRecordQuery("waitlist", { q: "\u0000" }).q).toBe("");
    expect(parseRecordQuery("waitlist", { q: "a\ud800b" }).q).toBe("ab");
  });
});
