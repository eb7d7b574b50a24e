import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  confirmEndpoint,
  confirmPage,
  unsubscribeEndpoint,
  unsubscribePage,
} from "@/server/http/newsletter-token";

import { useTestDatabase } from "../setup/test-database";

const methods = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"] as const;
type Handler = (request: Request, context?: unknown) => Promise<Response> | Response;

/** Every route handler, with the methods it serves. */
const routes: [string, () => Promise<Record<string, unknown>>, string[]][] = [
  ["/api/waitlist", () => import("@/app/api/waitlist/route"), ["POST"]],
  ["/api/contact", () => import("@/app/api/contact/route"), ["POST"]],
  ["/api/newsletter", () => import("@/app/api/newsletter/route"), ["POST"]],
  ["/api/beacon", () => import("@/app/api/beacon/route"), ["POST"]],
  ["/api/consent", () => import("@/app/api/consent/route"), ["POST"]],
  [
    "/api/newsletter/confirm",
    () => import("@/app/api/newsletter/confirm/route"),
    ["GET", "HEAD", "POST"],
  ],
  [
    "/api/waitlist/confirm",
    () => import("@/app/api/waitlist/confirm/route"),
    ["GET", "HEAD", "POST"],
  ],
  [
    "/api/newsletter/unsubscribe",
    () => import("@/app/api/newsletter/unsubscribe/route"),
    ["GET", "HEAD", "POST"],
  ],
  ["/api/health", () => import("@/app/api/health/route"), ["GET", "HEAD"]],
  ["/blog/rss.xml", () => import("@/app/(site)/blog/rss.xml/route"), ["GET", "HEAD"]],
  [
    "/.well-known/security.txt",
    () => import("@/app/.well-known/security.txt/route"),
    ["GET", "HEAD"],
  ],
  ["/my-data/download", () => import("@/app/(site)/my-data/download/route"), ["GET", "HEAD"]],
  ["/my-data/erase", () => import("@/app/(site)/my-data/erase/route"), ["POST"]],
  ["/my-data/correct", () => import("@/app/(site)/my-data/correct/route"), ["POST"]],
  ["/admin/api/login", () => import("@/app/admin/api/login/route"), ["POST"]],
  ["/admin/api/logout", () => import("@/app/admin/api/logout/route"), ["POST"]],
  ["/admin/api/erase", () => import("@/app/admin/api/erase/route"), ["POST"]],
  ["/admin/api/release", () => import("@/app/admin/api/release/route"), ["POST"]],
  ["/admin/api/outbox/retry", () => import("@/app/admin/api/outbox/retry/route"), ["POST"]],
  [
    "/admin/api/export/waitlist",
    () => import("@/app/admin/api/export/[table]/route"),
    ["GET", "HEAD"],
  ],
];

// Issue 15, finding 6: a method a route does not serve is a 405 naming the ones it does.
describe("methods on every route handler", () => {
  it("lists every route handler in src/app", () => {
    const files = readdirSync("src/app", { recursive: true, encoding: "utf8" })
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => file === "route.ts" || file.endsWith("/route.ts"));
    // The route's path as a visitor writes it: no route groups, the export's table as an example.
    const paths = files
      .map((file) =>
        `/${file}`
          .replace(/\/\([^)]+\)/g, "")
          .replace(/\/route\.ts$/, "")
          .replace("[table]", "waitlist"),
      )
      .sort();
    expect(paths).toEqual(routes.map(([route]) => route).sort());
  });

  it.each(routes)(
    "%s answers 405 with Allow to the methods it does not serve",
    async (path, load, served) => {
      const exports = await load();
      for (const method of methods) {
        const handler = exports[method] as Handler | undefined;
        if (served.includes(method)) {
          expect(handler, `${method} ${path}`).toBeTypeOf("function");
          continue;
        }
        expect(handler, `${method} ${path} is exported`).toBeTypeOf("function");
        const response = await handler!(new Request(`http://localhost${path}`, { method }));
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow"), `${method} ${path}`).toBe(served.join(", "));
      }
    },
  );
});

describe("newsletter tokens", () => {
  useTestDatabase("pglite", { resetEachTest: false });

  it("answers 404, not 500, to a token holding a NUL or anything a token never holds", async () => {
    for (const endpoint of [confirmEndpoint, unsubscribeEndpoint]) {
      for (const token of ["a%00b", "%00", "a%C0b", "%ED%A0%80", "a'--", "a%0Ab"]) {
        const response = await endpoint(
          new Request(`http://localhost/api/newsletter/confirm?token=${token}`, {
            method: "POST",
            headers: { accept: "application/json" },
          }),
        );
        expect(response.status, token).toBe(404);
      }
    }
  });

  it("a GET of a link with such a token only leads to the page, without the token", async () => {
    for (const page of [confirmPage, unsubscribePage]) {
      for (const token of ["a%00b", "%00", "a%C0b", "%ED%A0%80", "a'--", "a%0Ab"]) {
        const response = page(
          new Request(`http://localhost/api/newsletter/confirm?token=${token}`),
        );
        expect(response.status, token).toBe(303);
        expect(response.headers.get("location"), token).not.toContain("token");
      }
    }
  });
});
