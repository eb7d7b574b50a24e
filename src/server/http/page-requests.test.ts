import { describe, expect, it } from "vitest";

import {
  declaresMore,
  hasBadEncoding,
  isFile,
  isPagePath,
  PAGE_BODY_LIMIT,
  refuseActionHeader,
  refuseFormFields,
  refuseMethod,
} from "./page-requests";

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

describe("refuseMethod", () => {
  it("refuses anything but a read of a file, the build's or public/'s, with Allow: GET, HEAD", () => {
    for (const path of ["/robots.txt", "/favicon.ico", "/_next/static/chunks/a.js"]) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
        expect(refuseMethod(method, path), `${method} ${path}`).toEqual({
          status: 405,
          message: "Method not allowed",
          allow: "GET, HEAD",
        });
      for (const method of ["GET", "HEAD"]) expect(refuseMethod(method, path)).toBeNull();
    }
  });

  it("refuses methods no route serves, and leaves the defined ones to the routes", () => {
    for (const method of ["PROPFIND", "MKCOL", "LOCK"])
      expect(refuseMethod(method, "/api/waitlist")?.allow, method).toBe("GET, HEAD, POST");
    for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
      expect(refuseMethod(method, "/api/waitlist"), method).toBeNull();
  });
});

describe("isFile", () => {
  it("takes the build's files and public/'s, not pages, the API or the console", () => {
    for (const path of ["/_next/static/chunks/a.js", "/robots.txt", "/images/a.png"])
      expect(isFile(path), path).toBe(true);
    for (const path of ["/", "/signup", "/api/x.json", "/admin/a.csv", "/_next/image"])
      expect(isFile(path), path).toBe(false);
  });
});

describe("declaresMore", () => {
  it("is true only for a declared length over the limit", () => {
    expect(declaresMore(String(PAGE_BODY_LIMIT + 1), PAGE_BODY_LIMIT)).toBe(true);
    expect(declaresMore(String(PAGE_BODY_LIMIT), PAGE_BODY_LIMIT)).toBe(false);
    expect(declaresMore(null, PAGE_BODY_LIMIT)).toBe(false);
  });
});
