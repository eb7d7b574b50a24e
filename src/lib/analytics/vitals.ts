/**
 * Real-user vitals with the browser's own PerformanceObservers, measured as web-vitals 6 defines
 * them (decision 026): the library alone weighs more than the 3 KB allowed for all that
 * loads after consent. tests/e2e/vitals.spec.ts runs web-vitals beside this code on a real page
 * and requires the same figures. Only one document's values are kept: the beacon sends them once,
 * on pagehide, so bfcache restores and soft navigations start nothing new here.
 */

export type VitalName = "lcp" | "inp" | "cls" | "fcp" | "ttfb";

/** The fields of the entry types read here (layout-shift has no type in lib.dom). */
type Entry = PerformanceEntry & {
  value?: number;
  hadRecentInput?: boolean;
  interactionId?: number;
};

/**
 * CLS: shifts without recent input, in session windows (each shift under 1 s after the previous
 * one and under 5 s after the window's first); returns the largest window's sum so far.
 */
export function sessionWindows() {
  let first = 0;
  let last = 0;
  let sum = 0;
  let largest = 0;
  return (shift: { startTime: number; value: number; hadRecentInput: boolean }) => {
    if (!shift.hadRecentInput) {
      // Summed in arrival order, as web-vitals does: the floating-point total is then the same.
      if (sum && shift.startTime - last < 1000 && shift.startTime - first < 5000)
        sum += shift.value;
      else {
        first = shift.startTime;
        sum = shift.value;
      }
      last = shift.startTime;
      largest = Math.max(largest, sum);
    }
    return largest;
  };
}

/**
 * INP's candidates: each interaction's longest event, only the ten longest kept (a page with
 * hundreds of interactions needs no more to estimate its 98th percentile).
 */
export function longestInteractions(keep = 10) {
  let longest: { id: number; duration: number }[] = [];
  return {
    add(id: number, duration: number) {
      // Events that are not part of an interaction (a hover, a scroll) have id 0.
      if (!id) return;
      const known = longest.find((interaction) => interaction.id === id);
      if (known) known.duration = Math.max(known.duration, duration);
      else longest.push({ id, duration });
      longest = longest.sort((a, b) => b.duration - a.duration).slice(0, keep);
    },
    /** With `count` interactions on the page: the worst, one place further for every 50. */
    inp: (count: number) => longest[Math.min(longest.length - 1, Math.floor(count / 50))]?.duration,
  };
}

/** Starts observing; the returned function gives the values so far (call it on pagehide). */
export function observeVitals(): () => Partial<Record<VitalName, number>> {
  const nav = performance.getEntriesByType("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  // Prerendered pages count from activation: read when needed, since activation may come later.
  const activation = () => (nav as { activationStart?: number } | undefined)?.activationStart ?? 0;
  // When the page was first hidden, asked when needed: a prerendered page is hidden until it is
  // activated, which may come after this code starts. The browser's visibility-state entries say
  // it where it keeps them; elsewhere, a page hidden now counts as hidden from the start.
  let hiddenSeen =
    document.visibilityState === "hidden" && !(document as { prerendering?: boolean }).prerendering
      ? 0
      : Infinity;
  const hidden = () =>
    performance
      .getEntriesByType("visibility-state")
      .find((entry) => entry.name === "hidden" && entry.startTime >= activation())?.startTime ??
    hiddenSeen;
  // LCP stops at the first input; earlier inputs already stopped the browser's own reporting.
  let input = Infinity;
  let fcp: number | undefined;
  let lcp: number | undefined;
  let cls = 0;
  const shifts = sessionWindows();
  const interactions = longestInteractions();
  let count = 0;
  let lastId = 0;

  const onHidden = (event: Event) => {
    if (document.visibilityState === "hidden") hiddenSeen = Math.min(hiddenSeen, event.timeStamp);
  };
  const onInput = (event: Event) => {
    if (event.isTrusted) input = Math.min(input, event.timeStamp);
  };
  addEventListener("visibilitychange", onHidden, true);
  for (const type of ["keydown", "pointerdown", "click"]) addEventListener(type, onInput, true);

  const handlers: Record<string, (entry: Entry) => void> = {
    paint(entry) {
      if (entry.name === "first-contentful-paint") fcp = entry.startTime;
    },
    "largest-contentful-paint"(entry) {
      // The browser reports no new candidate once the page is hidden: the last one stands.
      if (entry.startTime < input) lcp = entry.startTime;
    },
    "layout-shift"(entry) {
      cls = shifts(entry as Parameters<typeof shifts>[0]);
    },
    event(entry) {
      const id = entry.interactionId ?? 0;
      // Without the browser's own count, the interactions seen (ids only grow) stand in for it.
      if (id > lastId) {
        lastId = id;
        count++;
      }
      interactions.add(id, entry.duration);
    },
  };
  handlers["first-input"] = handlers.event!;

  const observers: [PerformanceObserver, (entry: Entry) => void][] = [];
  for (const type in handlers) {
    const handle = handlers[type]!;
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(handle));
      observer.observe({ type, buffered: true, durationThreshold: 40 } as PerformanceObserverInit);
      observers.push([observer, handle]);
    } catch {
      // An entry type this browser does not know: that figure is simply not sent.
    }
  }

  return () => {
    // Entries the browser has queued but not yet delivered count too.
    for (const [observer, handle] of observers) observer.takeRecords().forEach(handle);
    const visibleUntil = hidden();
    // Paints count only while the page was visible, from its activation.
    const since = (time = Infinity) =>
      time < visibleUntil ? Math.max(time - activation(), 0) : undefined;
    const first = since(fcp);
    const values: Partial<Record<VitalName, number>> = {
      fcp: first,
      lcp: since(lcp),
      // Like CrUX, CLS counts only for a page that painted while visible.
      cls: first === undefined ? undefined : cls,
      inp: interactions.inp(
        (performance as { interactionCount?: number }).interactionCount ?? count,
      ),
    };
    if (nav && nav.responseStart > 0 && nav.responseStart < performance.now())
      values.ttfb = Math.max(nav.responseStart - activation(), 0);
    return values;
  };
}
