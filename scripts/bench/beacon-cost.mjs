// What one beacon costs the server: `node scripts/bench/beacon-cost.mjs [rate] [seconds]` starts
// the production server on a fresh PostgreSQL database (BENCH_POSTGRES_URL, or a throwaway
// cluster), sends `rate` stored beacons a second for `seconds`, and prints the server's CPU time
// per beacon, from /proc. BEACON_PROFILE=dir also writes a V8 CPU profile of the server there.
import { freshDatabase, onPostgres, startServer } from "./server.mjs";
import { beaconLoad } from "./beacons.mjs";
import { treeCpuMs } from "./load.mjs";

const rate = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3190);

await onPostgres(async (adminUrl) => {
  const profile = process.env.BEACON_PROFILE;
  const server = await startServer(
    port,
    { DATABASE_URL: await freshDatabase(adminUrl, "grafter_beacon_cost") },
    { nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [] },
  );
  try {
    await beaconLoad(server.url, rate).stopAfter(2); // warm: pool open, code optimised
    const cpuBefore = treeCpuMs(server.child.pid);
    const counts = await beaconLoad(server.url, rate).stopAfter(seconds);
    const cpuMs = treeCpuMs(server.child.pid) - cpuBefore;
    const answered = counts.accepted + counts.other;
    console.log(
      `${rate} beacons/s for ${seconds} s: ${counts.accepted} stored, ${counts.other} other, ` +
        `${counts.errors} errors; server CPU ${(cpuMs / Math.max(1, counts.accepted)).toFixed(3)} ms ` +
        `per stored beacon (${((cpuMs / 1000 / counts.seconds) * 100).toFixed(0)}% of a core), ` +
        `${(answered / counts.seconds).toFixed(0)} answered/s`,
    );
  } finally {
    await server.stop();
  }
});
