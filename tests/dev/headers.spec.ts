import { hydrated, injectedScriptRuns, watchViolations } from "../support/csp-violations";
import { expectBuildFileHeaders, expectHardened, scriptSrc } from "../support/security-headers";
import { isExecutableType } from "../../src/server/edge/html-scripts";
import { expect, test } from "../e2e/fixtures";

// `npm run dev` sends the headers production sends (next.config.ts headers(), src/proxy.ts),
// except what development itself needs, and these tests say which (decision 017):
//  - script-src allows 'unsafe-eval': React's development build evaluates strings;
//  - every page is rendered per request, so its scripts run by a fresh nonce, never by hash.
// No HSTS over plain http, as in production. Runs against `next dev` (playwright.dev.config.ts),
// on few routes: each one is compiled on its first request.
test.describe.configure({ mode: "serial" });

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(scriptSrc(policy))?.[1];

test("every kind of response carries the security headers, with eval the only addition", async ({
  request,
}) => {
  const responses = {
    "a page": await request.get("/"),
    "the 404 page": await request.get("/no-such-page"),
    "an image": await request.get("/images/portal-dashboard.png"),
    "the health check": await request.get("/api/health"),
  };
  for (const [what, response] of Object.entries(responses)) {
    expect(response.status(), what).toBeLessThan(500);
    expectHardened(response.headers(), what, { development: true });
    expect(response.headers()["strict-transport-security"], what).toBeUndefined();
    expect(scriptSrc(response.headers()["content-security-policy"]!), what).not.toContain(
      "'sha256-",
    );
  }
});

test("every page is kept from other windows (COOP), as in production", async ({ request }) => {
  for (const path of ["/", "/admin/login"])
    expect((await request.get(path)).headers()["cross-origin-opener-policy"], path).toBe(
      "same-origin",
    );
});

for (const path of ["/", "/admin/login"])
  test(`${path} is rendered with a fresh nonce on every script Next writes, and no hash`, async ({
    page,
    request,
  }) => {
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const policy = response.headers()["content-security-policy"]!;
      expect(scriptSrc(policy), path).not.toContain("'sha256-");
      const nonce = nonceOf(policy);
      expect(nonce, policy).toBeTruthy();
      nonces.push(nonce!);
      // Read as the browser reads the document, not by matching how Next writes it.
      const scripts = await page.evaluate(
        (html) => {
          const document = new DOMParser().parseFromString(html, "text/html");
          return [...document.scripts].map((script) => ({
            src: script.getAttribute("src"),
            nonce: script.getAttribute("nonce"),
            type: script.getAttribute("type") ?? "",
            start: script.outerHTML.slice(0, 80),
          }));
        },
        await response.text(),
      );
      // Data blocks (the pages' JSON-LD) are never run, so the policy has nothing to say of them.
      const inline = scripts.filter((script) => !script.src && isExecutableType(script.type));
      expect(inline.length, path).toBeGreaterThan(0);
      for (const script of inline) expect(script.nonce, script.start).toBe(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

test.describe("in a browser", () => {
  for (const path of ["/", "/admin/login"])
    test(`${path} runs its scripts with no violation, and its script files are served with nosniff and CORP`, async ({
      page,
      request,
    }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      let chunk = "";
      // `next dev` may reload a page while it compiles what the page asked for: ask again until
      // the document in the tab has hydrated.
      await expect(async () => {
        expect(await hydrated(page)).toBe(true);
        chunk = await page.evaluate(
          () => [...document.scripts].find((script) => script.src)?.src ?? "",
        );
      }).toPass({ timeout: 60_000 });
      expect(await violations(), path).toEqual([]);
      expect(chunk, path).toBeTruthy();
      const served = await request.get(chunk);
      expect(served.status(), chunk).toBe(200);
      expectBuildFileHeaders(served.headers(), chunk);
    });

  test.describe("an injected script", () => {
    test.use({ allowConsoleErrors: /Content Security Policy/ });

    test("is refused: the development policy is enforced, not just sent", async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto("/");
      expect(await injectedScriptRuns(page)).toBe(false);
      await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    });
  });
});
