import { describe, expect, it } from "vitest";

import { hasBadEncoding, isPagePath, refuseActionHeader, refuseFormFields } from "./page-requests";

const id = "7f" + "0123456789abcdef".repeat(2) + "01234567";

describe("hasBadEncoding", () => {
  it("finds a percent-encoding that does not decode to text", () => {
    for (const path of [
      "/blog/%ff",
      "/locations/%ff%fe",
      "/locations/%zz",
      "/signup/plan/%ff",
      "/blog/%",
      "/a%e2%82",
      "/%ed%a0%80",
    ])
      expect(hasBadEncoding(path), path).toBe(true);
    for (const path of ["/", "/locations/%6ceeds", "/blog/caf%C3%A9", "/a%2Fb", "/a%20b"])
      expect(hasBadEncoding(path), path).toBe(false);
  });
});

describe("isPagePath", () => {
  it("leaves the API and Next's files to their own answers", () => {
    for (const path of ["/", "/signup", "/admin/erase", "/blog/x"])
      expect(isPagePath(path)).toBe(true);
    for (const path of ["/api", "/api/waitlist", "/_next/image", "/_next/static/a.js"])
      expect(isPagePath(path), path).toBe(false);
  });
});

describe("refuseActionHeader", () => {
  it("lets through no header or one of Next's ids, and refuses any other text", () => {
    expect(refuseActionHeader(null)).toBeNull();
    expect(refuseActionHeader(id)).toBeNull();
    for (const header of ["jane.doe@example.com", "", "abc", id.toUpperCase(), `${id}0`])
      expect(refuseActionHeader(header)?.status, header).toBe(400);
  });
});

describe("refuseFormFields", () => {
  it("takes a form post that names an action of Next's shape, as React writes one", () => {
    expect(
      refuseFormFields([
        [`$ACTION_ID_${id}`, ""],
        ["name", "Sam"],
      ]),
    ).toBeNull();
    expect(
      refuseFormFields([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", `{"id":"${id}","bound":"$@1"}`],
        ["$ACTION_1:1", "[]"],
        ["$ACTION_KEY", "k0"],
        ["name", "Sam"],
      ]),
    ).toBeNull();
  });

  it("refuses a multipart post that names no action, or one not of Next's shape", () => {
    for (const fields of [
      [["name", "Sam"]],
      [],
      [["$ACTION_ID_jane.doe@example.com", ""]],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"jane.doe@example.com"}'],
      ],
    ] as [string, string][][])
      expect(refuseFormFields(fields)?.status, JSON.stringify(fields)).toBe(400);
  });
});
