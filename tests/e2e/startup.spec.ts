import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";
import { e2ePort } from "./e2e-env";

// Issue 17: with no SITE_URL links point at this machine on its own port, start-up says so; once
// real mail goes out (SMTP_URL or NOTIFY_WEBHOOK_URL) an unset SITE_URL stops start-up, naming it.
const root = path.resolve(__dirname, "../..");

function start(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "grafter-startup-"));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      SITE_URL: "",
      ...env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return {
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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
