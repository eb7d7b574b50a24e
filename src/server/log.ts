import "server-only";

import pino from "pino";

import { env } from "./env";
import { processGlobal } from "./process-global";
import { serializeError } from "./safe-error";

const shared = processGlobal<pino.Logger>("logger");

/**
 * A logger with our rules: errors are written as a code and a safe message (safe-error.ts), and
 * fields that could hold a person's data are redacted wherever they appear.
 */
export function createLogger(
  destination: pino.DestinationStream = pino.destination(1),
  level: string = env().LOG_LEVEL,
): pino.Logger {
  return pino(
    {
      level,
      base: { service: "grafter-site" },
      serializers: { err: serializeError, error: serializeError },
      // A second net under the serializers: fields named like personal data are never written.
      // (Not "*.message": an error's safe message is what tells a founder what failed.)
      redact: ["*.email", "*.to", "*.name", "submission", "payload", "input", "values", "*.params"],
    },
    destination,
  );
}

/** JSON lines on stdout; one process-wide logger. */
export function logger(): pino.Logger {
  return shared.get(() => (process.env.VITEST ? pino({ level: "silent" }) : createLogger()));
}

/** Tests capture log lines with a logger of their own. */
export function setLoggerForTests(instance: pino.Logger | undefined) {
  shared.set(instance);
}
