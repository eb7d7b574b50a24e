// The speed goals, judged on one bench run's medians against the bare Next.js page measured
// in the same run (a shared machine moves both). The bench prints the verdict under its tables, so
// a session sees which goals hold today without reading two tables side by side.
import { median } from "./stats.mjs";

const KB = 1024;

/**
 * Each goal: the throttling method whose medians it reads, what it says, the figure, and the
 * limit for a page given the bare page's medians under the same method.
 */
export const GOALS = [
  {
    method: "simulate",
    label: "simulated perf >= 99",
    key: "performance",
    limit: () => 99,
    at: "least",
  },
  {
    method: "simulate",
    label: "simulated TBT <= bare + 30 ms",
    key: "tbt",
    limit: (bare) => bare.tbt + 30,
  },
  { method: "simulate", label: "simulated LCP <= 1.5 s", key: "lcp", limit: () => 1500 },
  { method: "simulate", label: "simulated CLS <= 0.01", key: "cls", limit: () => 0.01 },
  { method: "devtools", label: "devtools LCP <= 1.5 s", key: "lcp", limit: () => 1500 },
  {
    method: "devtools",
    label: "devtools perf >= bare",
    key: "performance",
    limit: (bare) => bare.performance,
    at: "least",
  },
  {
    method: "devtools",
    label: "JS before interaction <= bare + 15 KB",
    key: "jsBytes",
    limit: (bare) => bare.jsBytes + 15 * KB,
  },
];

/** The median of each figure over a page's successful runs, or undefined if none succeeded. */
function medians(runs) {
  const list = runs.filter((result) => !result.error);
  if (list.length === 0) return undefined;
  return Object.fromEntries(
    Object.keys(list[0]).map((key) => [key, median(list.map((result) => result[key]))]),
  );
}

/**
 * For every page but the bare one, each goal whose method was measured: its figure, its limit
 * and whether it holds. `results` is `benchLighthouse`'s: method -> page -> runs.
 */
export function judgeGoals(results, bareLabel) {
  const verdicts = [];
  for (const [method, pages] of results) {
    const goals = GOALS.filter((goal) => goal.method === method);
    const bare = medians(pages.get(bareLabel) ?? []);
    if (!bare || goals.length === 0) continue;
    for (const [page, runs] of pages) {
      const figures = page === bareLabel ? undefined : medians(runs);
      if (!figures) continue;
      for (const goal of goals) {
        const value = figures[goal.key];
        const limit = goal.limit(bare);
        const met = goal.at === "least" ? value >= limit : value <= limit;
        verdicts.push({ page, goal: goal.label, key: goal.key, value, limit, met });
      }
    }
  }
  return verdicts;
}

/** A goal's figure with its unit. */
const SHOW = {
  performance: (n) => n.toFixed(0),
  lcp: (n) => `${(n / 1000).toFixed(2)} s`,
  tbt: (n) => `${n.toFixed(0)} ms`,
  cls: (n) => n.toFixed(3),
  jsBytes: (n) => `${(n / KB).toFixed(1)} KB`,
};

/** One line per page: the goals it meets, and each one it misses with its figure and limit. */
export function printGoals(results, bareLabel) {
  const verdicts = judgeGoals(results, bareLabel);
  if (verdicts.length === 0) return;
  console.log("\nThe speed goals (medians, against the bare page in this run)");
  const pages = [...new Set(verdicts.map((verdict) => verdict.page))];
  for (const page of pages) {
    const own = verdicts.filter((verdict) => verdict.page === page);
    const missed = own.filter((verdict) => !verdict.met);
    const detail = missed
      .map((v) => `${v.goal}: ${SHOW[v.key](v.value)} (limit ${SHOW[v.key](v.limit)})`)
      .join("; ");
    console.log(
      `  ${page}: ${own.length - missed.length} of ${own.length} met${detail ? `; missed ${detail}` : ""}`,
    );
  }
}
