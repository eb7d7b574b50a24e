// Campaigns at scale: 10,000 recipients on PostgreSQL. Prints the freeze time, the rate two
// dispatchers sending one campaign reach at a configured rate and flat out, to a local
// smtp-server sink, and the dispatchers' CPU per message (scripts/bench/campaigns.run.ts). Run
// alone with `node scripts/bench/campaigns.mjs` (it starts its own PostgreSQL on BENCH_PGPORT, or
// uses BENCH_POSTGRES_URL) or as the `campaigns` part of `npm run bench`.
import { spawnSync } from "node:child_process";
import os from "node:os";
import { pathToFileURL } from "node:url";

import { freshDatabase, onPostgres, root } from "./server.mjs";

export async function benchCampaigns({ postgresUrl, recipients = 10_000 }) {
  // Named for this process: a shared cluster may hold another run's bench database.
  const databaseUrl = await freshDatabase(postgresUrl, `grafter_campaign_bench_${process.pid}`);
  const result = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "scripts/bench/vitest.campaigns.config.mts",
      "scripts/bench/campaigns.run.ts",
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_RECIPIENTS: String(recipients),
      },
    },
  );
  await dropDatabase(postgresUrl, `grafter_campaign_bench_${process.pid}`);
  const line = `${result.stdout}`.split("\n").find((l) => l.includes("CAMPAIGN-BENCH "));
  if (!line) throw new Error(`the campaign bench failed:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line.slice(line.indexOf("CAMPAIGN-BENCH ") + "CAMPAIGN-BENCH ".length));
}

async function dropDatabase(adminUrl, name) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

export function printCampaigns(figures) {
  console.log(
    "\nCampaign of %d recipients on PostgreSQL (two dispatchers, smtp-server sink, DKIM %s)",
    figures.recipients,
    figures.dkim ? "signed" : "off",
  );
  console.log(
    `  freeze (one transaction)   ${figures.freezeMs} ms median (${figures.freezesMs.join(", ")}; target < 2000)`,
  );
  console.log(
    `  paced at ${figures.pacedPerMinute}/min         ${figures.pacedPerSecond} messages/s steady over ${figures.pacedSeconds - 5} s (configured ${(figures.pacedPerMinute / 60).toFixed(1)}/s), ${figures.pacedCpuMsPerMessage} ms CPU per message`,
  );
  console.log(
    `  flat out                   ${figures.flatOut} messages in ${figures.sendSeconds} s: ${figures.messagesPerSecond} messages/s (target >= 50)`,
  );
  console.log(`  dispatcher CPU per message ${figures.cpuMsPerMessage} ms (flat out)`);
  console.log(`  recipients mailed twice    ${figures.mailedTwice}`);
  console.log(
    `  load average               ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await onPostgres(async (postgresUrl) => {
    printCampaigns(
      await benchCampaigns({
        postgresUrl,
        recipients: Number(process.env.BENCH_RECIPIENTS ?? 10_000),
      }),
    );
  });
}
