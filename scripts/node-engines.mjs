// Whether a package's `engines.node` range admits a Node version: the subset of npm's range
// syntax that engines fields use (`||`, `>=`, `>`, `<=`, `<`, `^`, `~`, `x.y.z`, a bare major).
// DESIGN.md: everything installs and runs on Node 20 as well as on 22 and 24.

const parse = (text) =>
  text
    .replace(/^v/, "")
    .split(".")
    .map((part) => Number(part) || 0);

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

function satisfiesOne(version, comparator) {
  const match = /^(>=|<=|>|<|\^|~|=)?\s*v?([\d.x*]+)$/.exec(comparator);
  if (!match) throw new Error(`unsupported engines comparator "${comparator}"`);
  const [, operator = "=", raw] = match;
  const parts = raw.split(".").filter((part) => /^\d+$/.test(part));
  const bound = parse(parts.join("."));
  const c = compare(version, bound);
  switch (operator) {
    case ">=":
      return c >= 0;
    case ">":
      return c > 0;
    case "<=":
      return c <= 0;
    case "<":
      return c < 0;
    case "^":
      return c >= 0 && version[0] === bound[0];
    case "~":
      return c >= 0 && version[0] === bound[0] && (parts.length < 2 || version[1] === bound[1]);
    default:
      // "20" or "20.x" is any 20; "20.9.0" exactly that.
      return parts.every((part, i) => Number(part) === version[i]);
  }
}

/** True when `range` (an engines.node value) admits `version` ("20.19.0"). */
export function enginesAdmit(range, version) {
  const v = parse(version);
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, "$1")
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => satisfiesOne(v, comparator)),
  );
}

/** The packages of a package-lock.json whose engines.node refuse `version`. */
export function packagesRefusing(lock, version) {
  return Object.entries(lock.packages ?? {})
    .filter(
      ([name, entry]) => name && entry.engines?.node && !enginesAdmit(entry.engines.node, version),
    )
    .map(([name, entry]) => `${name.replace(/^.*node_modules\//, "")} (${entry.engines.node})`);
}
