// Next.js calls register() once per server process, before it serves requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Building prerenders pages in worker processes: no database and no dispatcher there.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // The Node-only start-up (and its exit on a bad setting) lives in a module this file only
  // imports: Next also compiles this file for the Edge runtime, where process.exit does not exist.
  const { startServerOrExit } = await import("./server/startup");
  await startServerOrExit();
}
