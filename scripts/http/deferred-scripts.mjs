// Next.js writes its scripts as <script async> tags. They run the moment they arrive, and on a
// phone they download alongside the stylesheet, the font and the hero image, so the framework's
// start-up delays the first sight of the content. Here they are fetched and run only once the
// first contentful paint has happened. See docs/decisions/013-framework-scripts-after-first-paint.md
// and 014-framework-scripts-fetched-after-first-paint.md.

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;

/** Milliseconds to wait for a paint that never comes (a page opened in the background). */
export const PAINT_WAIT_MS = 3000;

/**
 * Runs in the browser: adds the scripts (async, as Next wrote them, so React finds them when it
 * hydrates) once the first contentful paint has been recorded, at once in a hidden tab (which does
 * not paint), and after `waitMs` at the latest. Sent to the browser as its own source text.
 */
function startAfterFirstPaint(sources, waitMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.setAttribute("async", "");
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === "hidden") return start();
  setTimeout(start, waitMs);
  try {
    new PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (entry) {
        return entry.name === "first-contentful-paint";
      });
      // The next task, so the paint is on screen before any script runs.
      if (painted) setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    start();
  }
}

// The loader's text up to its list of scripts; what follows is `["/_next/…", …], 3000);`.
const LOADER_CALL = `(${startAfterFirstPaint.toString()})(`;

const loader = (sources) => `${LOADER_CALL}${JSON.stringify(sources)}, ${PAINT_WAIT_MS});`;

/** The scripts a rewritten page's loader starts after the first paint (none if it has no loader). */
export function deferredScriptSources(html) {
  const start = html.indexOf(LOADER_CALL);
  if (start < 0) return [];
  const list = start + LOADER_CALL.length;
  return JSON.parse(html.slice(list, html.indexOf("]", list) + 1));
}

/**
 * Rewrites a page so Next's own scripts are neither fetched nor run before the first paint: a
 * small inline loader at the end of the body adds them. Next's own low-priority preloads of the
 * same files go too, or they would still download ahead of the paint. A page without such
 * scripts, or without a head and body, comes back unchanged.
 */
export function deferFrameworkScripts(html) {
  if (!html.includes("</head>") || !html.includes("</body>")) return html;
  const sources = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_tag, src) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  const rewritten = withoutScripts.replace(SCRIPT_PRELOAD, (tag, href) =>
    sources.includes(href) ? "" : tag,
  );
  // The last </body>: the one that closes the page, whatever the content above it says.
  const end = rewritten.lastIndexOf("</body>");
  return `${rewritten.slice(0, end)}<script>${loader(sources)}</script>${rewritten.slice(end)}`;
}
