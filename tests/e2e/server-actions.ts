import type { Page } from "@playwright/test";

/** Server Action calls carry a Next-Action header; route them to simulate failures. */
export async function interceptActions(page: Page, handle: Parameters<Page["route"]>[1]) {
  await page.route("**/*", async (route, request) => {
    if (request.method() === "POST" && request.headers()["next-action"])
      return handle(route, request);
    return route.fallback();
  });
}
