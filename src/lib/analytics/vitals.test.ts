import { describe, expect, it } from "vitest";

import { longestInteractions, sessionWindows } from "./vitals";

const shift = (startTime: number, value: number, hadRecentInput = false) => ({
  startTime,
  value,
  hadRecentInput,
});

describe("CLS session windows", () => {
  it("sums shifts less than a second apart into one window", () => {
    const cls = sessionWindows();
    cls(shift(100, 0.05));
    cls(shift(900, 0.02));
    expect(cls(shift(1800, 0.01))).toBeCloseTo(0.08, 10);
  });

  it("starts a new window after a gap of a second or more, and keeps the largest", () => {
    const cls = sessionWindows();
    cls(shift(100, 0.05));
    cls(shift(500, 0.05));
    // Exactly one second after the previous shift: a new window.
    expect(cls(shift(1500, 0.04))).toBeCloseTo(0.1, 10);
    expect(cls(shift(1600, 0.07))).toBeCloseTo(0.11, 10);
  });

  it("closes a window five seconds after its first shift, however close the shifts", () => {
    const cls = sessionWindows();
    for (let time = 0; time < 5000; time += 500) cls(shift(time, 0.01));
    // The eleventh shift, 5 s after the first, opens a window of its own.
    expect(cls(shift(5000, 0.01))).toBeCloseTo(0.1, 10);
    expect(cls(shift(5400, 0.2))).toBeCloseTo(0.21, 10);
  });

  it("ignores shifts right after input, and is 0 with none", () => {
    const cls = sessionWindows();
    expect(cls(shift(100, 0.3, true))).toBe(0);
    expect(cls(shift(200, 0.02))).toBe(0.02);
  });
});

describe("INP candidates", () => {
  it("is nothing before the first interaction, and ignores events outside interactions", () => {
    const inp = longestInteractions();
    expect(inp.inp(0)).toBeUndefined();
    inp.add(0, 300);
    expect(inp.inp(1)).toBeUndefined();
  });

  it("takes each interaction's longest event", () => {
    const inp = longestInteractions();
    inp.add(7, 48);
    inp.add(7, 120);
    inp.add(7, 56);
    inp.add(14, 64);
    expect(inp.inp(2)).toBe(120);
  });

  it("is the worst interaction below 50, then one place further for every 50", () => {
    const inp = longestInteractions();
    for (const [id, duration] of [
      [1, 40],
      [2, 200],
      [3, 96],
      [4, 152],
      [5, 64],
    ])
      inp.add(id!, duration!);
    expect(inp.inp(5)).toBe(200);
    expect(inp.inp(49)).toBe(200);
    expect(inp.inp(50)).toBe(152);
    expect(inp.inp(149)).toBe(96);
  });

  it("keeps only the ten longest, so many interactions end at the tenth", () => {
    const inp = longestInteractions();
    for (let id = 1; id <= 15; id++) inp.add(id, id * 8);
    // The five shortest are gone: an update to one of them counts as a new candidate.
    expect(inp.inp(10_000)).toBe(48);
    inp.add(1, 4);
    expect(inp.inp(10_000)).toBe(48);
  });
});
