import { spawnApp } from "../support/app-server";
import { expect, test } from "./fixtures";
import { e2ePort } from "./e2e-env";

// Issue 17: with no SITE_URL links point at this machine on its own port, start-up says so; once
// real mail goes out (SMTP_URL or NOTIFY_WEBHOOK_URL) an unset SITE_URL stops start-up, naming it.
const start = (port: number, env: Record<string, string>) =>
  spawnApp(port, { LOG_LEVEL: "info", SITE_URL: "", ...env }, { capture: true });

test.describe.configure({ mode: "serial" });

test("real mail without SITE_URL stops start-up, naming SITE_URL", async () => {
  test.setTimeout(90_000);
  const server = start(e2ePort + 41, { SMTP_URL: "smtp://127.0.0.1:9" });
  try {
    const code = await Promise.race([
      server.exited,
      new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 60_000)),
    ]);
    expect(code, server.output()).not.toBe("running");
    expect(code).not.toBe(0);
    expect(server.output()).toContain("SITE_URL must be set when SMTP_URL or NOTIFY_WEBHOOK_URL");
  } finally {
    await server.stop();
  }
});

test("with no SITE_URL start-up says links use http://localhost:PORT", async () => {
  test.setTimeout(90_000);
  const port = e2ePort + 42;
  const server = start(port, {});
  try {
    await expect
      .poll(server.output, { timeout: 60_000 })
      .toContain(`Links use http://localhost:${port}: SITE_URL is not set`);
  } finally {
    await server.stop();
  }
});
