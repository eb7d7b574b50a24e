import "server-only";

/**
 * Errors as they may be written to a log or reach Next.js: a code and a message that hold no
 * personal data. A database error's message, detail and parameters can quote what a visitor
 * submitted (drizzle's "Failed query ... params: ...", PostgreSQL's `invalid input syntax for
 * type integer: "..."`, a constraint's `Key (email)=(...)`), and so can a mail server's answer
 * (`<someone@example.com>: Recipient address rejected`). DESIGN.md: no log line carries a
 * submission's fields or an e-mail address, on any path, failures included.
 */
export interface SafeError {
  type: string;
  code?: string;
  message: string;
  /** Identifiers PostgreSQL names (never values). */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  /** Stack frames only: the stack's first line repeats the (unsafe) message. */
  stack?: string;
  cause?: SafeError;
}

/**
 * SQLSTATE classes whose messages name only objects and conditions, never values: connection,
 * transaction state, authorisation, schema, rollback (deadlock), syntax, resources, state,
 * operator intervention, system. Classes 22 (data), 23 (integrity), P0 (RAISE) and XX quote
 * values, so for them only the code is kept.
 */
const WORDED_CLASSES = new Set(["08", "25", "28", "3D", "40", "42", "53", "54", "55", "57", "58"]);

const EMAIL = /[^\s<>()"',;:]+@[^\s<>()"',;:]+/g;

type ErrorLike = Error & Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === "string" && value.length <= 63 ? value : undefined;

function isSqlState(code: unknown): code is string {
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** drizzle's wrapper: its message lists the query's parameters; its cause is the driver's error. */
function isQueryWrapper(error: ErrorLike): boolean {
  return "params" in error && "query" in error && !isSqlState(error.code);
}

function firstLine(message: unknown): string {
  return String(message ?? "")
    .split("\n", 1)[0]!
    .replace(EMAIL, "[e-mail]")
    .slice(0, 200);
}

function safeMessage(error: ErrorLike): string {
  if (error instanceof DatabaseError) return error.message;
  if (isQueryWrapper(error)) return "database query failed";
  if (isSqlState(error.code)) {
    const worded = WORDED_CLASSES.has(error.code.slice(0, 2));
    return worded ? firstLine(error.message) : `database error ${error.code}`;
  }
  return firstLine(error.message);
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  const lines = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? lines.slice(0, 12).join("\n") : undefined;
}

/** The error as a log may hold it; pino's `serializers.err` (log.ts). */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) {
    return { type: typeof error, message: "a non-error value was thrown" };
  }
  const source = error as ErrorLike;
  const code = isSqlState(source.code) ? source.code : text(source.code);
  const result: SafeError = {
    type: text(source.name) ?? source.constructor?.name ?? "Error",
    ...(code ? { code } : {}),
    message: safeMessage(source),
  };
  for (const key of ["table", "column", "constraint", "routine"] as const) {
    const value = text(source[key]);
    if (value && isSqlState(source.code)) result[key] = value;
  }
  const stack = frames(source.stack);
  if (stack) result.stack = stack;
  if (source.cause !== undefined && depth < 3)
    result.cause = serializeError(source.cause, depth + 1);
  return result;
}

/**
 * A database failure as it is rethrown to our code and, through it, to Next.js (which prints
 * uncaught errors of server components with their causes): the driver's code and the
 * identifiers it names, a message with no values, and no `cause`, `params` or `query`.
 */
export class DatabaseError extends Error {
  readonly code: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;
  readonly constraint: string | undefined;

  constructor(wrapped: unknown) {
    const driver = (
      wrapped instanceof Error && isQueryWrapper(wrapped as ErrorLike) ? wrapped.cause : wrapped
    ) as ErrorLike | undefined;
    const safe = serializeError(driver);
    super(`database query failed: ${safe.message}`);
    this.name = "DatabaseError";
    this.code = safe.code;
    this.table = safe.table;
    this.column = safe.column;
    this.constraint = safe.constraint;
    const stack = frames((wrapped as ErrorLike | undefined)?.stack);
    if (stack) this.stack = `${this.name}: ${this.message}\n${stack}`;
  }
}
