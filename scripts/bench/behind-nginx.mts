// A running instance behind nginx with a checkout's own deploy/nginx recipe, over TLS on
// 127.0.0.1 for www.grafter.test (a certificate made here: benches map that name to 127.0.0.1
// and pass --ignore-certificate-errors), so the benches
// can weigh and time what production sends: node scripts/bench/edge-bytes.mjs and
// lighthouse-pair.mjs take the origin it prints. With the checkout's .next, nginx reads the
// hashed files itself where that recipe says so. Stays up until interrupted.
//   npx tsx scripts/bench/behind-nginx.mts <checkout> <instance port> <port>
import { readFileSync } from "node:fs";
import path from "node:path";

import { findNginx, startNginx } from "../../tests/faults/support/nginx";

const [checkout, upstream, port] = process.argv.slice(2);
if (!checkout || !upstream || !port) {
  console.error("usage: npx tsx scripts/bench/behind-nginx.mts <checkout> <instance port> <port>");
  process.exit(2);
}
const binary = findNginx();
if (!binary) throw new Error("nginx is not installed (apt-get install nginx)");
const recipe = path.resolve(checkout, "deploy/nginx");
const servesBuild = readFileSync(path.join(recipe, "grafter.conf"), "utf8").includes("/.next/");
const nginx = await startNginx(binary, {
  host: "www.grafter.test",
  port: Number(port),
  httpPort: Number(port) + 1,
  upstreams: [Number(upstream)],
  recipe,
  buildDir: servesBuild ? path.resolve(checkout, ".next") : undefined,
});
console.log(`${nginx.url} -> 127.0.0.1:${upstream}`);
const stop = () => void nginx.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
