/** A valid waitlist submission (spec column names) for `email`. */
export const waitlistBody = (email: string) => ({
  name: "Fault Finder",
  email,
  company: "Faults Ltd",
  trade: "electrician",
  company_size: "6-20",
  interested_plan: "starter",
  back_office_users: 1,
  field_users: 2,
});

export const uniqueEmail = (label: string, index: number) =>
  `${label}.${process.pid}.${Date.now().toString(36)}.${index}@example.co.uk`;

export interface Outcome {
  email: string;
  status: number | "error";
  body?: { status?: string; message?: string };
}

/** POSTs JSON, resolving to the status (or "error" when the connection failed). */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: Outcome["body"];
    try {
      parsed = JSON.parse(text) as Outcome["body"];
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: "error" as const };
  }
}

/** Runs `count` jobs with at most `concurrency` in flight; `job(i)` gets each index once. */
export async function inParallel<T>(
  count: number,
  concurrency: number,
  job: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await job(index);
      }
    }),
  );
  return results;
}

/** Polls `check` until it returns true or `timeoutMs` passes. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, stepMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return check();
}
