import "server-only";

const HOUR_MS = 3_600_000;

/**
 * How many requests each client may make in the current clock hour, counted in this instance's
 * memory. For the analytics endpoints, where a database counter would double the writes of the
 * busiest route: each instance gives a client its own budget, which still bounds what one client
 * can store (session 54's attack wrote 4,000 fake events in a minute).
 */
export class HourlyBudget {
  private hour = -1;
  private readonly used = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `client`; false once it is over the limit for this hour. */
  take(client: string): boolean {
    const hour = Math.floor(this.now() / HOUR_MS);
    if (hour !== this.hour) {
      this.hour = hour;
      this.used.clear();
    }
    const count = (this.used.get(client) ?? 0) + 1;
    this.used.set(client, count);
    return count <= this.limit;
  }
}
