// Bytes a phone downloads for a page and its same-origin scripts and styles, before and after the
// edge cut (decision 092): A, a running build of main, as its edge sends them (Accept-Encoding: br;
// run it twice so the brotli store is warm); B, a running build of this branch, each identity body
// compressed as the recipe would: brotli 6 with nginx's 512 KB window for the page, and brotli 11
// for /_next/static files as brotli_static would serve files written at build.
//   node scripts/bench/edge-bytes.mjs <origin A> <origin B>
import http from "node:http";
import zlib from "node:zlib";

const [a, b] = process.argv.slice(2);
const get = (url, encoding) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
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
const brotli = (quality, window) => (body) =>
  body.length < 1024
    ? body.length
    : zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          ...(window ? { [zlib.constants.BROTLI_PARAM_LGWIN]: window } : {}),
        },
      }).length;

async function weigh(origin, path, recipe) {
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
    if (recipe) {
      const body = (await get(origin + file, "identity")).body;
      total += file === path ? brotli(6, 19)(body) : brotli(11)(body);
    } else {
      const answer = await get(origin + file, "br, gzip");
      total += answer.body.length;
      encodings[answer.encoding] = (encodings[answer.encoding] ?? 0) + 1;
    }
  }
  return { total, files: assets.length + 1, encodings };
}

for (const path of ["/", "/locations/leeds", "/signup"]) {
  const before = await weigh(a, path, false);
  const after = await weigh(b, path, true);
  const change = ((after.total / before.total - 1) * 100).toFixed(1);
  console.log(
    `${path.padEnd(18)} A ${(before.total / 1024).toFixed(1)} KB ${JSON.stringify(before.encodings)}` +
      `  B ${(after.total / 1024).toFixed(1)} KB (${after.files} files)  ${change}%`,
  );
}
