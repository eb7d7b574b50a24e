// The arithmetic of the tap bench (scripts/bench/tap.mjs), kept apart so a recorded sequence can
// be checked without a browser.
//
// A frame's record holds three clocks, all in the page's performance timeline:
// - `start`: the argument of the requestAnimationFrame callback, the time the frame BEGAN. Chromium
//   begins a frame right after the tap and then renders whatever the tap caused before the
//   callback can run, so this clock says 30 to 50 ms for a form that appears 250 to 380 ms later.
//   It is kept only to show that gap; no figure is computed from it.
// - `ranAt`: performance.now() inside that callback, the moment the page saw the change on screen
//   for the first time (its layout is done; this frame paints it).
// - `paintedAt`: performance.now() in a task posted from that callback, which runs once the
//   frame's rendering (style, layout, paint) has left the main thread: what a person sees.

/**
 * @typedef {{ start: number, ranAt: number, paintedAt: number | null,
 *   feedback: boolean, target: boolean }} TapFrame
 * @typedef {{ name: string, startTime: number, duration: number, interactionId: number }} TapEvent
 * @typedef {{ down: number | null, frames: TapFrame[], events: TapEvent[] }} TapRecord
 */

/**
 * Milliseconds from the finger's pointerdown (its event timestamp) to the first frame painted with
 * feedback and with the target, and Event Timing's duration for the tap (what INP reports for it:
 * the longest entry of the tap's interaction). Figures that were never seen are null.
 * @param {TapRecord} record
 */
export function tapFigures({ down, frames, events }) {
  if (down === null) return { feedback: null, target: null, frameStart: null, interaction: null };
  const painted = (frame) => (frame ? (frame.paintedAt ?? frame.ranAt) - down : null);
  const target = frames.find((frame) => frame.target);
  // The dialog's backdrop, its loading state or the form: whichever a frame showed first.
  const feedback = frames.find((frame) => frame.feedback || frame.target);
  return {
    feedback: painted(feedback),
    target: painted(target),
    frameStart: target ? target.start - down : null,
    interaction: interactionDuration(down, events),
  };
}

/**
 * Event Timing's figure for the tap: entries of one interaction share an interactionId (pointerdown,
 * pointerup, click); the tap's is the first non-zero one that starts at the pointerdown or after.
 * Entries under the observer's threshold (16 ms) are never reported, so none means under 16 ms.
 */
function interactionDuration(down, events) {
  // Event timestamps and performance.now() share a clock, but the entry's startTime is rounded.
  const tap = events.find((event) => event.interactionId > 0 && event.startTime >= down - 1);
  if (!tap) return null;
  return Math.max(
    ...events
      .filter((event) => event.interactionId === tap.interactionId)
      .map((event) => event.duration),
  );
}
