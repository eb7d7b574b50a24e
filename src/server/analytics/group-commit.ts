/**
 * Group commit (decision 024): items queued while one write is in flight are written together by
 * the next, in one statement, and each caller's promise settles only when the write that carried
 * its item has committed (or failed), so nothing acknowledged is lost. One write at a time uses one
 * pool connection however many beacons arrive, which keeps the rest of the pool for sign-ups.
 */
export class GroupCommit<T> {
  private queue: { item: T; done: (error?: unknown) => void }[] = [];
  private writing = false;
  private lastStart = -Infinity;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    /** Largest batch in one statement; the rest waits for the next write. */
    private readonly maxBatch = 1000,
    /**
     * Milliseconds from one write's start to the next's: what arrives meanwhile waits and goes in
     * one statement. 0: the next write starts as soon as the last has committed.
     */
    private readonly spacing = 0,
  ) {}

  /** Resolves once `items` are committed; rejects if the write that carried them failed. */
  add(items: T[]): Promise<void> {
    if (items.length === 0) return Promise.resolve();
    let remaining = items.length;
    let failed: unknown;
    const settled = new Promise<void>((resolve, reject) => {
      const done = (error?: unknown) => {
        if (error !== undefined) failed ??= error;
        remaining -= 1;
        if (remaining > 0) return;
        if (failed !== undefined) reject(failed);
        else resolve();
      };
      for (const item of items) this.queue.push({ item, done });
    });
    void this.drain();
    return settled;
  }

  private async drain() {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        // A timer counts from the event loop's cached clock, so it can fire early: wait again.
        let wait: number;
        while ((wait = this.lastStart + this.spacing - performance.now()) > 0)
          await new Promise((resolve) => setTimeout(resolve, wait));
        this.lastStart = performance.now();
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          await this.write(batch.map((entry) => entry.item));
          for (const entry of batch) entry.done();
        } catch (error) {
          for (const entry of batch) entry.done(error ?? new Error("write failed"));
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
