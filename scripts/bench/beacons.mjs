// Beacons as browsers send them (navigator.sendBeacon's text/plain), at a fixed rate: the load of
// the analytics figures, shared by analytics.mjs and beacon-cost.mjs.
import http from "node:http";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

const beaconBody = (n) =>
  JSON.stringify({
    v: 1,
    visit: `bench${String(n).padStart(14, "0")}`,
    events: [
      { type: "view", path: "/locations/leeds", viewport: "phone", firstInVisit: true },
      {
        type: "vitals",
        path: "/locations/leeds",
        viewport: "phone",
        lcp: 1800,
        inp: 90,
        cls: 0.01,
      },
    ],
  });

const browser = {
  "content-type": "text/plain;charset=UTF-8",
  "user-agent":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1",
  "accept-language": "en-GB",
  "sec-fetch-site": "same-origin",
};

/** `rate` beacons a second (open loop: sent when due, answered or not) until stop(); counts answers. */
export function beaconLoad(url, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const counts = { sent: 0, accepted: 0, other: 0, errors: 0 };
  const inFlight = new Set();
  const send = () => {
    const n = (counts.sent += 1);
    const body = beaconBody(n);
    const done = new Promise((resolve) => {
      const request = http.request(
        `${url}/api/beacon`,
        {
          method: "POST",
          agent,
          headers: { ...browser, "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode === 202) counts.accepted += 1;
            else counts.other += 1;
            resolve();
          });
        },
      );
      request.on("error", () => {
        counts.errors += 1;
        resolve();
      });
      request.end(body);
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (counts.sent < due) send();
  }, 5);
  return {
    async stopAfter(seconds) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return this.stop();
    },
    /** Stops sending; what is not answered within 5 s more is counted as an error. */
    async stop() {
      clearInterval(timer);
      const sendingSeconds = (performance.now() - started) / 1000;
      await Promise.race([
        Promise.all(inFlight),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]);
      agent.destroy();
      // A server far behind (a busy machine) would keep these open for minutes: not waited for.
      counts.errors += inFlight.size;
      // seconds: until the last answer waited for; sendingSeconds: while beacons were offered.
      return { ...counts, seconds: (performance.now() - started) / 1000, sendingSeconds };
    },
  };
}

/**
 * The same load sent from a worker thread, so that on a machine with cores to spare the sender
 * does not share a thread with autocannon's sign-ups in the bench's own (decision 033).
 */
export function beaconLoadInWorker(url, rate) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url, rate } });
  const stop = () =>
    new Promise((resolve, reject) => {
      worker.once("message", (counts) => {
        void worker.terminate();
        resolve(counts);
      });
      worker.once("error", reject);
      worker.postMessage("stop");
    });
  return {
    async stopAfter(seconds) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return stop();
    },
    stop,
  };
}

if (!isMainThread && workerData?.rate) {
  const load = beaconLoad(workerData.url, workerData.rate);
  parentPort.once("message", async () => parentPort.postMessage(await load.stop()));
}
