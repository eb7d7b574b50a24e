// Bytes a phone downloads for a page and its same-origin scripts and styles, as two running
// servers send them to a browser that accepts brotli: before and after the edge cut (decision
// 092). Give each the origin of what production runs, nginx with its checkout's recipe in front of
// an instance (scripts/bench/behind-nginx.mts: https, its certificate not checked, any host
// name reached on 127.0.0.1). Main's instance compresses in the background (its brotli store):
// run it twice, and read the second.
//   node scripts/bench/edge-bytes.mjs <origin A> <origin B>
import http from "node:http";
import https from "node:https";

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error("usage: node scripts/bench/edge-bytes.mjs <origin A> <origin B>");
  process.exit(2);
}

const get = (href, encoding) =>
  new Promise((resolve, reject) => {
    const url = new URL(href);
    const secure = url.protocol === "https:";
    const options = {
      host: "127.0.0.1",
      port: url.port,
      path: url.pathname + url.search,
      headers: { host: url.host, "accept-encoding": encoding },
      ...(secure ? { servername: url.hostname, rejectUnauthorized: false } : {}),
    };
    (secure ? https : http)
      .get(options, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: response.headers["content-encoding"] ?? "identity",
          }),
        );
      })
      .on("error", reject);
  });

async function weigh(origin, path) {
  const html = (await get(origin + path, "identity")).body.toString();
  // A bench's reading of the page's asset links, not the edge's: the edge parses no markup this way.
  const assets = [
    ...new Set(
      [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
    ),
  ];
  let total = 0;
  const encodings = {};
  for (const file of [path, ...assets]) {
    const answer = await get(origin + file, "br, gzip");
    total += answer.body.length;
    encodings[answer.encoding] = (encodings[answer.encoding] ?? 0) + 1;
  }
  return { total, files: assets.length + 1, encodings };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const path of ["/", "/locations/leeds", "/signup"]) {
  const before = await weigh(a, path);
  const after = await weigh(b, path);
  const change = ((after.total / before.total - 1) * 100).toFixed(1);
  console.log(
    `${path.padEnd(18)} A ${kb(before.total)} ${JSON.stringify(before.encodings)}` +
      `  B ${kb(after.total)} ${JSON.stringify(after.encodings)} (${after.files} files)  ${change}%`,
  );
}
