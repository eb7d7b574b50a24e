// The beacon through its route handler like any endpoint (decision 092), on PostgreSQL: (1) the
// server's CPU time per beacon at 300 a second; (2) the p99 of POST /api/waitlist at a paced 20
// sign-ups a second, alone and with 300 beacons a second sent alongside (several times a launch
// day's peak for this site); the limit is +20%. Run alone with
// `node scripts/bench/beacon-signups.mjs` (BENCH_PORT, BENCH_DURATION; BENCH_POSTGRES_URL, or
// a throwaway cluster on BENCH_PGPORT).
//   BEACON_RATES=300,150,75   the beacon rates to try, each beside its own sign-ups alone: on a
//                             machine that cannot carry 300, the highest rate within +20% shows
//   BENCH_BASELINE=<dir>      another built checkout (a worktree of main, say) measured in the
//                             same run, servers alternated round by round (ABBA), so both arms
//                             share the machine's load
//   BENCH_ROUNDS=2            rounds per arm
//   BEACON_INSTANCE=1         beacons to a second instance of the same build on the same
//                             database (BENCH_PORT + 1), as the recipe routes them
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { beaconLoadInWorker } from "./beacons.mjs";
import { treeCpuMs } from "./load.mjs";
import { benchPaced } from "./paced.mjs";
import { ensureBuild, freshDatabase, onPostgres, root, startServer } from "./server.mjs";

const SIGNUPS_PER_SECOND = 20;
const BEACONS_PER_SECOND = 300;
const LIMIT = 0.2;

const load = () => loadavg()[0].toFixed(1);

/** One server of one build: CPU per beacon at the top rate, then sign-ups alone and with each rate. */
async function measureArm({ dir, postgresUrl, port, duration, rates, beaconInstance }) {
  const env = { DATABASE_URL: await freshDatabase(postgresUrl, "grafter_beacon_bench") };
  const server = await startServer(port, env, { dir });
  const beaconServer = beaconInstance ? await startServer(port + 1, env, { dir }) : server;
  try {
    const top = Math.max(...rates);
    await beaconLoadInWorker(beaconServer.url, top).stopAfter(2); // warm
    const cpuBefore = treeCpuMs(beaconServer.child.pid);
    const light = await beaconLoadInWorker(beaconServer.url, top).stopAfter(duration);
    const cost = {
      rate: top,
      cpuMs: (treeCpuMs(beaconServer.child.pid) - cpuBefore) / Math.max(1, light.accepted),
      light,
      load: load(),
    };
    await benchPaced(server.url, { rate: SIGNUPS_PER_SECOND, duration: 2 }); // warm
    const runs = [];
    for (const rate of rates) {
      const alone = await benchPaced(server.url, { rate: SIGNUPS_PER_SECOND, duration });
      const aloneLoad = load();
      const beaconLoad = beaconLoadInWorker(beaconServer.url, rate);
      const withBeacons = await benchPaced(server.url, { rate: SIGNUPS_PER_SECOND, duration });
      const beacons = await beaconLoad.stop();
      runs.push({ rate, alone, aloneLoad, withBeacons, beacons, withLoad: load() });
    }
    return { cost, runs };
  } finally {
    if (beaconServer !== server) await beaconServer.stop();
    await server.stop();
  }
}

export async function benchBeacons({
  postgresUrl,
  port,
  duration = 10,
  rates = [BEACONS_PER_SECOND],
  baseline = null,
  rounds = 1,
  beaconInstance = false,
}) {
  const arms = [{ label: path.basename(root), dir: root }];
  if (baseline) arms.push({ label: `${path.basename(baseline)} (baseline)`, dir: baseline });
  const results = [];
  for (let round = 0; round < rounds; round += 1) {
    // ABBA: neither arm always runs first, when a build's caches or the machine are colder.
    const order = round % 2 === 0 ? arms : [...arms].reverse();
    for (const arm of order)
      results.push({
        arm: arm.label,
        round: round + 1,
        ...(await measureArm({ dir: arm.dir, postgresUrl, port, duration, rates, beaconInstance })),
      });
  }
  return results;
}

const fmt = (ms) => ms.toFixed(ms < 10 ? 1 : 0).padStart(6);

/** Whether the beacons offered were answered: a server that left many unanswered did not carry them. */
function verdict(run) {
  const answered = run.beacons.accepted / run.beacons.seconds;
  if (answered < run.rate * 0.95) return `not shown: ${answered.toFixed(0)} beacons/s answered`;
  return run.withBeacons.p99 <= run.alone.p99 * (1 + LIMIT) ? "within +20%" : "OVER";
}

export function printBeacons(results) {
  console.log(`\nBeacons through their route handler, PostgreSQL (${availableParallelism()} CPUs)`);
  for (const { arm, round, cost, runs } of results) {
    const { light } = cost;
    console.log(
      `${arm}, round ${round}: server CPU per beacon at ${cost.rate}/s alone ` +
        `${cost.cpuMs.toFixed(2)} ms (${light.accepted} stored, ${light.other} other, ` +
        `${light.errors} unanswered; load ${cost.load})`,
    );
    for (const run of runs) {
      const rise = (run.withBeacons.p99 / run.alone.p99 - 1) * 100;
      console.log(
        `  sign-ups ${SIGNUPS_PER_SECOND}/s alone p50 ${fmt(run.alone.p50)} p99 ${fmt(run.alone.p99)} ms ` +
          `(${run.alone.ok} ok; load ${run.aloneLoad}) | with ${run.rate} beacons/s ` +
          `p50 ${fmt(run.withBeacons.p50)} p99 ${fmt(run.withBeacons.p99)} ms ` +
          `(${run.withBeacons.ok} ok, ${run.withBeacons.non2xx + run.withBeacons.errors} not; ` +
          `${run.beacons.accepted} beacons 202 of ${run.beacons.sent}; load ${run.withLoad}) ` +
          `p99 ${rise >= 0 ? "+" : ""}${rise.toFixed(0)}% ${verdict(run)}`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
  ensureBuild();
  if (baseline) ensureBuild(baseline);
  await onPostgres(async (postgresUrl) => {
    printBeacons(
      await benchBeacons({
        postgresUrl,
        port: Number(process.env.BENCH_PORT ?? 3900),
        duration: Number(process.env.BENCH_DURATION ?? 10),
        rates: (process.env.BEACON_RATES ?? String(BEACONS_PER_SECOND)).split(",").map(Number),
        baseline,
        rounds: Number(process.env.BENCH_ROUNDS ?? 1),
        beaconInstance: process.env.BEACON_INSTANCE === "1",
      }),
    );
  });
}
