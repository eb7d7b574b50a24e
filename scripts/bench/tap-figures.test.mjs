import { describe, expect, it } from "vitest";

import { tapFigures } from "./tap-figures.mjs";

// A tap recorded on a settled landing page at 4x CPU: the frame began 33 ms after the pointerdown,
// but its callback ran 248 ms after it, and the painted frame left the main thread at 250 ms.
const recorded = {
  down: 5_000.4,
  frames: [
    { start: 5_016.0, ranAt: 5_020.1, paintedAt: 5_023.0, feedback: false, target: false },
    { start: 5_033.4, ranAt: 5_248.4, paintedAt: 5_250.4, feedback: true, target: true },
  ],
  events: [
    { name: "pointerover", startTime: 4_990, duration: 16, interactionId: 0 },
    { name: "pointerdown", startTime: 5_000, duration: 48, interactionId: 7 },
    { name: "pointerup", startTime: 5_040, duration: 32, interactionId: 7 },
    { name: "click", startTime: 5_041, duration: 288, interactionId: 7 },
  ],
};

describe("tapFigures", () => {
  it("times the visible change from the painted frame, never from the frame's start", () => {
    const figures = tapFigures(recorded);
    expect(figures.target).toBeCloseTo(250, 5);
    expect(figures.frameStart).toBeCloseTo(33, 5);
  });

  it("takes feedback from the first frame showing anything the tap caused", () => {
    const withBackdrop = {
      ...recorded,
      frames: [
        { start: 5_016.0, ranAt: 5_070.4, paintedAt: 5_080.4, feedback: true, target: false },
        ...recorded.frames,
      ],
    };
    expect(tapFigures(withBackdrop).feedback).toBeCloseTo(80, 5);
    expect(tapFigures(recorded).feedback).toBeCloseTo(250, 5);
  });

  it("falls back to the callback's own time when the painted task never ran", () => {
    const lastFrame = { ...recorded.frames[1], paintedAt: null };
    expect(tapFigures({ ...recorded, frames: [lastFrame] }).target).toBeCloseTo(248, 5);
  });

  it("gives the tap's interaction its longest entry, as INP does", () => {
    expect(tapFigures(recorded).interaction).toBe(288);
    const later = { name: "keydown", startTime: 9_000, duration: 400, interactionId: 9 };
    expect(tapFigures({ ...recorded, events: [...recorded.events, later] }).interaction).toBe(288);
  });

  it("says null for what was never seen", () => {
    expect(tapFigures({ down: 1, frames: [], events: [] })).toEqual({
      feedback: null,
      target: null,
      frameStart: null,
      interaction: null,
    });
    expect(tapFigures({ ...recorded, down: null }).target).toBeNull();
  });
});
