import { ensureVisit, saveVisit } from "./visit";
import { referrerHost, sitePath, utmFrom, viewportClass } from "./visit-source";
import { observeVitals, type VitalName } from "./vitals";
import type { Beacon, BeaconEvent } from "./wire";
import { BEACON_PATH, type FunnelForm, type FunnelStep, MAX_BEACON_EVENTS } from "./wire-constants";

/**
 * The statistics beacon (performance consent only). Loaded with import() once consent allows it,
 * never before: page views, funnel steps and real-user vitals go to our own endpoint with
 * navigator.sendBeacon (a text/plain JSON body), with no cookie and no third party.
 */
let active = false;
let queue: BeaconEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
// document.referrer describes how this document was reached: only its first view may carry it.
let documentViewed = false;
const documentPath = sitePath(location.pathname);

let readVitals: (() => Partial<Record<VitalName, number>>) | undefined;
let vitalsSent = false;

const viewport = () => viewportClass(window.innerWidth);

function flush() {
  clearTimeout(timer);
  if (!active || queue.length === 0) return;
  const visit = ensureVisit().id;
  while (queue.length > 0) {
    const body: Beacon = { v: 1, visit, events: queue.splice(0, MAX_BEACON_EVENTS) };
    navigator.sendBeacon(BEACON_PATH, JSON.stringify(body));
  }
}

function send(event: BeaconEvent) {
  if (!active) return;
  queue.push(event);
  clearTimeout(timer);
  // A moment's grouping: a view and the funnel step right after it travel in one request.
  timer = setTimeout(flush, 300);
}

export function pageView(pathname: string) {
  if (!active) return;
  const path = sitePath(pathname);
  const visit = ensureVisit();
  const firstInVisit = !visit.seen.includes(path);
  if (firstInVisit) saveVisit({ ...visit, seen: [...visit.seen, path].slice(-100) });
  send({
    type: "view",
    path,
    referrer: documentViewed ? undefined : referrerHost(document.referrer, location.hostname),
    utm: utmFrom(location.search),
    viewport: viewport(),
    firstInVisit,
  });
  documentViewed = true;
}

export function funnelStep(form: FunnelForm, step: FunnelStep) {
  send({ type: "funnel", form, step, path: sitePath(location.pathname) });
}

/** The wire's ceilings (2 minutes, CLS 100): a tab left open for hours still sends a valid body. */
function wireVitals(measured: Partial<Record<VitalName, number>>) {
  const vitals: Partial<Record<VitalName, number>> = {};
  for (const [name, value] of Object.entries(measured) as [VitalName, number | undefined][])
    if (value !== undefined)
      vitals[name] =
        name === "cls"
          ? Math.min(Math.round(value * 10_000) / 10_000, 100)
          : Math.min(Math.round(value), 120_000);
  return vitals;
}

function onPageHide() {
  const vitals = vitalsSent || !readVitals ? {} : wireVitals(readVitals());
  if (Object.keys(vitals).length > 0) {
    vitalsSent = true;
    send({ type: "vitals", path: documentPath, viewport: viewport(), ...vitals });
  }
  flush();
}

function onHidden() {
  if (document.visibilityState === "hidden") flush();
}

// Back or Forward to a page the browser kept (its back/forward cache) shows it again without
// loading it: a view all the same, as the same step between client-side routes already counts.
function onPageShow(event: PageTransitionEvent) {
  if (event.persisted) pageView(location.pathname);
}

/** Starts sending; the returned function stops at once (consent withdrawn): nothing more leaves. */
export function startBeacon(): () => void {
  active = true;
  // Observed from the first start on, whatever consent does later; read and sent once, on pagehide.
  readVitals ??= observeVitals();
  addEventListener("pagehide", onPageHide);
  addEventListener("pageshow", onPageShow);
  document.addEventListener("visibilitychange", onHidden);
  return () => {
    active = false;
    queue = [];
    clearTimeout(timer);
    removeEventListener("pagehide", onPageHide);
    removeEventListener("pageshow", onPageShow);
    document.removeEventListener("visibilitychange", onHidden);
  };
}
