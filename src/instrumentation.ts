// Next.js calls register() once per server process, before it serves requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Building prerenders pages in worker processes: no database and no dispatcher there.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./server/startup");
  try {
    await startServer();
  } catch (error) {
    // Next.js logs a failing hook and serves on regardless; a bad setting must stop start-up,
    // with the message naming the variable (DESIGN.md, "Configuration").
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
