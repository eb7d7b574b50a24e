import "server-only";

/**
 * Per-address throttle across all forms: at most `limit` attempts per rolling hour per hashed
 * address, in this process's memory (each instance throttles on its own; the per-e-mail limit is
 * the one that is exact and shared, in the database).
 */
export class AddressThrottle {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt; false when the address is over its limit (the attempt is not recorded). */
  allow(key: string | null): boolean {
    if (this.limit === 0 || key === null) return true;
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune(now);
    return true;
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key);
    }
  }
}

const throttleKey = Symbol.for("grafter.address-throttle");
type GlobalWithThrottle = typeof globalThis & { [throttleKey]?: AddressThrottle };

/**
 * The one per-address throttle every form shares in this process (the key submit.ts uses too, so
 * the forms and the personal-link request count against one budget).
 */
export function sharedAddressThrottle(limit: number): AddressThrottle {
  const store = globalThis as GlobalWithThrottle;
  store[throttleKey] ??= new AddressThrottle(limit);
  return store[throttleKey];
}
