import { describe, expect, it } from "vitest";

import {
  confirmEndpoint,
  confirmPage,
  unsubscribeEndpoint,
  unsubscribePage,
} from "@/server/http/newsletter-token";

import { useTestDatabase } from "../setup/test-database";
import { routeAddress, routeTable } from "../support/route-table";

const methods = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE", "PATCH"] as const;
type Handler = (request: Request, context?: unknown) => Promise<Response> | Response;

/** Every route module under src/app, by its path as a visitor writes it (route groups left out). */
const modules = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>([
      "/src/app/**/route.ts",
      // A glob's ** passes over folders whose name starts with a dot, such as .well-known.
      "/src/app/.*/**/route.ts",
    ]),
  ).map(([file, load]) => [
    file
      .replace(/^\/src\/app/, "")
      .replace(/\/\([^)]+\)/g, "")
      .replace(/\/route\.ts$/, ""),
    load,
  ]),
);
const routes = Object.entries(routeTable);

// A method a route does not serve is a 405 naming the ones it does.
describe("methods on every route handler", () => {
  it("knows every route handler in src/app", () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(routeTable).sort());
  });

  it.each(routes)(
    "%s answers 405 with Allow to the methods it does not serve",
    async (route, { served }) => {
      const exports = await modules[route]!();
      const path = routeAddress(route).split("?")[0]!;
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
