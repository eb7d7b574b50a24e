#!/usr/bin/env node
// `npm run bench`: figures anyone can reproduce. Lighthouse on five pages beside a bare
// Next.js page under simulated and real (devtools) throttling, then load on PGlite and PostgreSQL
// (when it can be started here), the admin console's queries on 100,000 seeded waitlist rows
//, the Acquisition section on 1,000,000 analytics events, the beacon's cost and sign-ups paced at
// 20 a second beside 300 beacons a second (decision 092), and the per-request cost of the edge's
// CSP policy (decision 092). Not run by CI: timings depend on the machine.
//   BENCH_DURATION=10    seconds per load run (the figures use 30)
//   BENCH_PARTS=lighthouse,tap,paint,load,admin,confirm,analytics,beacons,csp,campaigns
//   BENCH_RUNS=5         Lighthouse runs per page, interleaved (the tap part's runs too)
//   BENCH_PAGES=/,/signup  Lighthouse on these pages only (default: one of each page type)
//   BENCH_THROTTLING=simulate,devtools  Lighthouse's throttling methods
//   BENCH_PORT=3900      first port used (load runs: +1); BENCH_BARE_PORT (default +10) for the bare page;
//                        BENCH_PGPORT=25339 for the PostgreSQL cluster (below the ephemeral port range)
import os from "node:os";

import { benchAdmin, printAdmin } from "./bench/admin.mjs";
import { benchLoad, printLoad } from "./bench/load.mjs";
import { ensureBuild, startPostgres } from "./bench/server.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const parts = new Set(
  (
    process.env.BENCH_PARTS ??
    "lighthouse,tap,paint,load,admin,confirm,analytics,beacons,csp,campaigns"
  ).split(","),
);
const port = Number(process.env.BENCH_PORT ?? 3900);
const runs = Number(process.env.BENCH_RUNS ?? 5);

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
console.log(`${os.cpus().length} CPUs, Node ${process.version}, load average ${load()}`);
ensureBuild();

/** Runs one part when BENCH_PARTS names it, then the load it left, which colours the next part. */
async function part(name, run) {
  if (!parts.has(name)) return;
  await run();
  console.log(`load average ${load()}`);
}

await part("lighthouse", async () => {
  const { benchLighthouse, printLighthouse, BARE_LABEL, PAGES, THROTTLING } =
    await import("./bench/lighthouse.mjs");
  const { printGoals } = await import("./bench/goals.mjs");
  const lighthouse = await benchLighthouse({
    port,
    runs,
    pages: process.env.BENCH_PAGES?.split(",") ?? PAGES,
    methods: process.env.BENCH_THROTTLING?.split(",") ?? THROTTLING,
  });
  printLighthouse(lighthouse);
  printGoals(lighthouse.results, BARE_LABEL);
});

await part("tap", async () => {
  const { benchTap, printTap } = await import("./bench/tap.mjs");
  printTap(await benchTap({ port, runs }));
});

// A header painted half-arrived must not move when the rest arrives: pages sent in pieces to a
// Chromium slowed 4 times, every frame recorded (tests/bench/first-paint.spec.ts). A measurement
// of what a slow phone paints, so it runs here rather than in the test suite.
await part("paint", async () => {
  const { spawnSync } = await import("node:child_process");
  const paint = spawnSync(
    "node_modules/.bin/playwright",
    ["test", "--config", "playwright.bench.config.ts"],
    { stdio: "inherit", env: { ...process.env, E2E_PORT: String(port + 20) } },
  );
  console.log(
    `first paint: ${paint.status === 0 ? "no layout shift" : "a layout shift or a failure above"}`,
  );
});

await part("csp", async () => {
  const { benchCspTransform, printCspTransform } = await import("./bench/csp-transform.mjs");
  printCspTransform(await benchCspTransform());
});

const needsPostgres = ["load", "admin", "confirm", "analytics", "beacons", "campaigns"].some(
  (name) => parts.has(name),
);
const postgres = needsPostgres ? startPostgres() : null;
if (needsPostgres && !postgres) {
  console.log("PostgreSQL not available here: skipping its runs (apt-get install postgresql).");
}
try {
  await part("load", async () => {
    printLoad(await benchLoad({ port: port + 1, duration, postgresUrl: postgres?.url }), duration);
  });
  if (postgres) {
    await part("confirm", async () => {
      const { benchConfirmations, printConfirmations } = await import("./bench/confirmations.mjs");
      printConfirmations(await benchConfirmations({ postgresUrl: postgres.url, port: port + 1 }));
    });
    // 10,000 recipients: the freeze, messages per second with two dispatchers, CPU per message.
    await part("campaigns", async () => {
      const { benchCampaigns, printCampaigns } = await import("./bench/campaigns.mjs");
      printCampaigns(await benchCampaigns({ postgresUrl: postgres.url }));
    });
    await part("analytics", async () => {
      const { benchAnalytics, printAnalytics } = await import("./bench/analytics.mjs");
      printAnalytics(await benchAnalytics({ postgresUrl: postgres.url, port: port + 1 }));
    });
    await part("beacons", async () => {
      const { benchBeacons, printBeacons } = await import("./bench/beacon-signups.mjs");
      printBeacons(await benchBeacons({ postgresUrl: postgres.url, port: port + 1, duration }));
    });
  }
  await part("admin", async () => {
    printAdmin(await benchAdmin({ postgresUrl: postgres?.url, port: port + 1 }));
  });
} finally {
  postgres?.stop();
}
