// Campaigns at scale: 10,000 recipients on PostgreSQL. Prints the freeze time, messages
// per second to a local smtp-server sink with two dispatchers sending one campaign, and the
// dispatchers' CPU per message. Run alone with `node scripts/bench/campaigns.mjs` (it starts its
// own PostgreSQL) or as the `campaigns` part of `npm run bench`.
import { spawnSync } from "node:child_process";
import os from "node:os";
import { pathToFileURL } from "node:url";

import { freshDatabase, root, startPostgres } from "./server.mjs";

export async function benchCampaigns({ postgresUrl, recipients = 10_000 }) {
  const databaseUrl = await freshDatabase(postgresUrl, "grafter_campaign_bench");
  const result = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "scripts/bench/vitest.campaigns.config.ts",
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
  const line = `${result.stdout}`.split("\n").find((l) => l.includes("CAMPAIGN-BENCH "));
  if (!line) throw new Error(`the campaign bench failed:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line.slice(line.indexOf("CAMPAIGN-BENCH ") + "CAMPAIGN-BENCH ".length));
}

export function printCampaigns(figures) {
  console.log(
    "\nCampaign of %d recipients on PostgreSQL (two dispatchers, smtp-server sink)",
    figures.recipients,
  );
  console.log(`  freeze (one transaction)   ${figures.freezeMs} ms`);
  console.log(`  sent in                    ${figures.sendSeconds} s`);
  console.log(`  messages per second        ${figures.messagesPerSecond}`);
  console.log(`  dispatcher CPU per message ${figures.cpuMsPerMessage} ms`);
  console.log(
    `  load average               ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const postgres = startPostgres();
  if (!postgres) throw new Error("PostgreSQL could not be started here");
  try {
    printCampaigns(
      await benchCampaigns({
        postgresUrl: postgres.url,
        recipients: Number(process.env.BENCH_RECIPIENTS ?? 10_000),
      }),
    );
  } finally {
    postgres.stop();
  }
}
