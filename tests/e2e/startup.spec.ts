import { spawnApp } from "../support/app-server";
import { expect, test } from "./fixtures";
import { e2ePort } from "./e2e-env";

// With no SITE_URL links point at this machine on its own port, start-up says so; once
// real mail goes out (SMTP_URL or NOTIFY_WEBHOOK_URL) an unset SITE_URL stops start-up, naming it.
const start = (port: number, env: Record<string, string>) =>
  spawnApp(port, { LOG_LEVEL: "info", SITE_URL: "", ...env }, { capture: true });

test.describe.configure({ mode: "serial" });

/** Starts a server with `env` and expects it to exit with an error saying `message`. */
async function expectStartupStopped(port: number, env: Record<string, string>, message: string) {
  const server = start(port, env);
  try {
    const code = await Promise.race([
      server.exited,
      new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 60_000)),
    ]);
    expect(code, server.output()).not.toBe("running");
    expect(code).not.toBe(0);
    expect(server.output()).toContain(message);
    return server.output();
  } finally {
    await server.stop();
  }
}

test("real mail without SITE_URL stops start-up, naming SITE_URL", async () => {
  test.setTimeout(90_000);
  await expectStartupStopped(
    e2ePort + 41,
    { SMTP_URL: "smtp://127.0.0.1:9" },
    "SITE_URL must be set when SMTP_URL or NOTIFY_WEBHOOK_URL",
  );
});

// A too-short ADMIN_PASSWORD printed "Serving on ..." and only then the error and the
// exit, because Next runs the start-up checks on its first request. The check comes first now.
test("a bad setting stops start-up before it says it is serving", async () => {
  test.setTimeout(90_000);
  const output = await expectStartupStopped(
    e2ePort + 43,
    { ADMIN_PASSWORD: "too-short" },
    "ADMIN_PASSWORD must be at least 12 characters",
  );
  expect(output).not.toContain("Serving on");
});

// One start with nothing set: what it says of the links, and the warnings it gives before serving.
test("with nothing set start-up says links use http://localhost:PORT and warns of unset company details and launch quarter before serving", async () => {
  // "Serving on" now waits for the whole start-up, the database's migration included: on a busy
  // two-core machine that took more than a minute.
  test.setTimeout(200_000);
  const port = e2ePort + 44;
  const server = start(port, {});
  try {
    await expect.poll(server.output, { timeout: 180_000 }).toContain("Serving on");
    const output = server.output();
    expect(output).toContain(`Links use http://localhost:${port}: SITE_URL is not set`);
    const serving = output.indexOf("Serving on");
    const company = output.indexOf("The company number and registered office are not set");
    const launch = output.indexOf("LAUNCH_LABEL is not set");
    expect(company, output).toBeGreaterThanOrEqual(0);
    expect(launch, output).toBeGreaterThanOrEqual(0);
    expect(company).toBeLessThan(serving);
    expect(launch).toBeLessThan(serving);
  } finally {
    await server.stop();
  }
});
