import "server-only";

const HOUR_MS = 3_600_000;

/**
 * How much each client may use in the current clock hour (requests, events or bytes), counted in
 * this instance's memory. For the analytics endpoints, where a database counter would double the
 * writes of the busiest route: each instance gives a client its own budget, which still bounds
 * what one client can store (an attack wrote 4,000 fake events in a minute).
 */
export class HourlyBudget {
  private hour = -1;
  private readonly used = new Map<string, number>();

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  private usedBy(client: string): number {
    const hour = Math.floor(this.now() / HOUR_MS);
    if (hour !== this.hour) {
      this.hour = hour;
      this.used.clear();
    }
    return this.used.get(client) ?? 0;
  }

  /** Whether `client` may still use `amount` this hour; nothing is counted. */
  allows(client: string, amount = 1): boolean {
    return this.usedBy(client) + amount <= this.limit;
  }

  /** Counts `amount` for `client` if it fits this hour's limit; false (and nothing counted) if not. */
  take(client: string, amount = 1): boolean {
    if (!this.allows(client, amount)) return false;
    this.used.set(client, this.usedBy(client) + amount);
    return true;
  }
}
