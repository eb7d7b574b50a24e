// The beacon through its route handler like any endpoint (decision 092), on PostgreSQL: (1) the
// server's CPU time per beacon, at a rate it keeps up with; (2) the p99 of POST /api/waitlist at a
// paced 20 sign-ups a second, alone and with 300 beacons a second sent alongside (several times a
// launch day's peak for this site); the limit is +20%. Run alone with
// `node scripts/bench/beacon-signups.mjs` (BENCH_PORT, BENCH_DURATION; BENCH_POSTGRES_URL, or
// a throwaway cluster on BENCH_PGPORT).
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";

import { beaconLoadInWorker } from "./beacons.mjs";
import { treeCpuMs } from "./load.mjs";
import { benchPaced } from "./paced.mjs";
import { ensureBuild, freshDatabase, startPostgres, startServer } from "./server.mjs";

const SIGNUPS_PER_SECOND = 20;
const BEACONS_PER_SECOND = 300;

export async function benchBeacons({ postgresUrl, port, duration = 10 }) {
  const server = await startServer(port, {
    DATABASE_URL: await freshDatabase(postgresUrl, "grafter_beacon_bench"),
  });
  try {
    await beaconLoadInWorker(server.url, BEACONS_PER_SECOND).stopAfter(2); // warm
    const cpuBefore = treeCpuMs(server.child.pid);
    const light = await beaconLoadInWorker(server.url, BEACONS_PER_SECOND).stopAfter(duration);
    const beaconCpuMs = (treeCpuMs(server.child.pid) - cpuBefore) / Math.max(1, light.accepted);
    await benchPaced(server.url, { rate: SIGNUPS_PER_SECOND, duration: 2 }); // warm
    const alone = await benchPaced(server.url, { rate: SIGNUPS_PER_SECOND, duration });
    const load = beaconLoadInWorker(server.url, BEACONS_PER_SECOND);
    const withBeacons = await benchPaced(server.url, { rate: SIGNUPS_PER_SECOND, duration });
    const beacons = await load.stop();
    return { alone, withBeacons, beacons, beaconCpuMs, light };
  } finally {
    await server.stop();
  }
}

export function printBeacons({ alone, withBeacons, beacons, beaconCpuMs, light }) {
  const fmt = (ms) => ms.toFixed(ms < 10 ? 1 : 0).padStart(7);
  console.log(`\nBeacons through their route handler, PostgreSQL`);
  console.log(
    `server CPU per beacon (${BEACONS_PER_SECOND}/s alone, ${light.accepted} stored): ` +
      `${beaconCpuMs.toFixed(2)} ms, so ${BEACONS_PER_SECOND}/s needs ` +
      `${((beaconCpuMs * BEACONS_PER_SECOND) / 1000).toFixed(2)} cores of ${availableParallelism()}`,
  );
  console.log(`POST /api/waitlist paced at ${SIGNUPS_PER_SECOND}/s`);
  for (const [label, run] of [
    ["alone", alone],
    [`with ${BEACONS_PER_SECOND} beacons/s`, withBeacons],
  ])
    console.log(
      `${label.padEnd(22)} p50 ${fmt(run.p50)} ms  p99 ${fmt(run.p99)} ms  ${run.ok} answered 201, ${run.non2xx} other, ${run.errors} errors`,
    );
  console.log(
    `beacons: ${beacons.sent} offered in ${beacons.sendingSeconds.toFixed(1)} s, ${beacons.accepted} answered 202, ${beacons.other} other, ${beacons.errors} errors`,
  );
  // The limit speaks of 300 beacons a second answered: a server that left most unanswered did
  // not carry that load, whatever the sign-ups' p99 did meanwhile.
  const rise = (withBeacons.p99 / alone.p99 - 1) * 100;
  const answeredPerSecond = beacons.accepted / beacons.seconds;
  const verdict =
    answeredPerSecond < BEACONS_PER_SECOND * 0.95
      ? `not shown: only ${answeredPerSecond.toFixed(0)} beacons/s were answered`
      : rise <= 20
        ? "ok"
        : "OVER";
  console.log(`p99 rise with beacons: ${rise.toFixed(1)}% (limit +20%) ${verdict}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureBuild();
  const postgres = process.env.BENCH_POSTGRES_URL
    ? { url: process.env.BENCH_POSTGRES_URL, stop() {} }
    : startPostgres();
  if (!postgres) {
    console.log("PostgreSQL not available here: this bench needs it (apt-get install postgresql).");
    process.exit(1);
  }
  try {
    printBeacons(
      await benchBeacons({
        postgresUrl: postgres.url,
        port: Number(process.env.BENCH_PORT ?? 3900),
        duration: Number(process.env.BENCH_DURATION ?? 10),
      }),
    );
  } finally {
    postgres.stop();
  }
}
