import { tmpdir } from "node:os";
import path from "node:path";

/** Where the browser tests' server listens and keeps its data; shared by the config and specs. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `grafter-e2e-${e2ePort}`);
