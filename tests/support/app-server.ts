import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export interface AppServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr, when started with `capture`. */
  output(): string;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** SIGKILL: no shutdown code runs, like a crash or a power cut of the process. */
  kill9(): Promise<void>;
  /** SIGTERM, then removes the data directory unless it was handed in. */
  stop(): Promise<void>;
}

/** The production server's process, started but not yet answering. */
export interface SpawnedApp {
  child: ChildProcess;
  dataDir: string;
  /** Everything the server wrote to stdout and stderr, when started with `capture`. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  alive(): boolean;
  /** SIGTERM, then removes the data directory unless it was handed in. */
  stop(): Promise<void>;
}

/**
 * The production server (scripts/start.mjs, the production build) on `port`, with its own data
 * directory unless `dataDir` is given; `env` adds settings such as DATABASE_URL or SMTP_URL and
 * overrides the defaults below. Not waited for: a start-up that should fail is watched this way.
 */
export function spawnApp(
  port: number,
  env: Record<string, string> = {},
  options: { dataDir?: string; capture?: boolean; appDir?: string } = {},
): SpawnedApp {
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "grafter-app-"));
  // `appDir`: another copy of the repository with its own build, as a deployment has.
  const appDir = options.appDir ?? root;
  const child = spawn(process.execPath, [path.join(appDir, "scripts/start.mjs")], {
    cwd: appDir,
    stdio: ["ignore", options.capture ? "pipe" : "ignore", options.capture ? "pipe" : "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      IP_RATE_LIMIT_PER_HOUR: "0",
      LOG_LEVEL: "fatal",
      // Real mail (SMTP or webhook) needs SITE_URL, or start-up stops (src/lib/site-config.ts).
      ...((env.SMTP_URL || env.NOTIFY_WEBHOOK_URL) && { SITE_URL: `http://127.0.0.1:${port}` }),
      // Inherited from Vitest, it would silence the server's logger (log.ts).
      VITEST: "",
      ...env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    dataDir,
    output: () => output,
    exited,
    alive,
    async stop() {
      if (alive()) child.kill("SIGTERM");
      await exited;
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `spawnApp`, then waits until the server answers (any answer: the database may be down). */
export async function startApp(
  port: number,
  env: Record<string, string> = {},
  options: { dataDir?: string; timeoutMs?: number; capture?: boolean; appDir?: string } = {},
): Promise<AppServer> {
  const { child, dataDir, output, exited, alive, stop } = spawnApp(port, env, options);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (!alive())
      throw new Error(`server on ${port} exited (${child.exitCode ?? child.signalCode})`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server on ${port} did not start in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async kill9() {
      if (alive()) child.kill("SIGKILL");
      await exited;
    },
    stop,
  };
}
