import { describe, expect, it } from "vitest";

import { GroupCommit } from "./group-commit";

describe("GroupCommit", () => {
  it("writes what arrives during a write in one later write, and settles each caller after it", async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const batcher = new GroupCommit<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await first;
    });
    const settled: number[] = [];
    const calls = [1, 2, 3, 4].map((n) => batcher.add([n]).then(() => settled.push(n)));
    await Promise.resolve();
    expect(settled).toEqual([]);
    release();
    await Promise.all(calls);
    expect(writes).toEqual([[1], [2, 3, 4]]);
    expect(settled.sort()).toEqual([1, 2, 3, 4]);
  });

  it("rejects the callers of a failed write, and only them", async () => {
    let fail = true;
    const batcher = new GroupCommit<string>(async () => {
      if (fail) throw new Error("database down");
    });
    await expect(batcher.add(["a"])).rejects.toThrow("database down");
    fail = false;
    await expect(batcher.add(["b"])).resolves.toBeUndefined();
  });

  it("splits a queue longer than the largest batch", async () => {
    const sizes: number[] = [];
    const batcher = new GroupCommit<number>(async (items) => {
      sizes.push(items.length);
    }, 2);
    await batcher.add([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it("starts writes no closer than its spacing, so what arrives meanwhile shares one", async () => {
    const starts: number[] = [];
    const writes: number[][] = [];
    const batcher = new GroupCommit<number>(
      async (items) => {
        starts.push(performance.now());
        writes.push(items);
      },
      1000,
      200,
    );
    await batcher.add([1]);
    const later = new Promise((resolve) => setTimeout(resolve, 5)).then(() => batcher.add([3]));
    await Promise.all([batcher.add([2]), later]);
    expect(writes).toEqual([[1], [2, 3]]);
    // Less a moment: each start is read just after the batcher's own clock.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(199);
  });
});
