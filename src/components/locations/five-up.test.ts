import { describe, expect, it } from "vitest";

import { fiveUpItem } from "./five-up";

describe("fiveUpItem", () => {
  it("lays five cards out as three over two wide ones, with the fifth spanning on tablets", () => {
    expect([0, 1, 2, 3, 4].map((index) => fiveUpItem(index))).toEqual([
      "lg:col-span-2",
      "lg:col-span-2",
      "lg:col-span-2",
      "lg:col-span-3",
      "lg:col-span-3 md:col-span-2",
    ]);
  });

  it("keeps full rows of three as they are", () => {
    expect([0, 1, 2, 3, 4, 5].map((index) => fiveUpItem(index, 6))).toEqual(
      Array(6).fill("lg:col-span-2"),
    );
  });
});
