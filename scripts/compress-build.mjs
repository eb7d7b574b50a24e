// `npm run build` ends here: every compressible file of .next/static gets a brotli (quality 11)
// and a gzip (level 9) copy beside it, which nginx sends as they are (`brotli_static`,
// `gzip_static`: deploy/nginx/grafter.conf). The files are hashed and never change, so the
// slowest, smallest compression is paid once at build instead of nginx's quicker level 6 on
// every request. `npm start` alone never reads these copies: Next sends its own gzip.
//   node scripts/compress-build.mjs [project directory]
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".map"]);
/** nginx's own floor (brotli_min_length, gzip_min_length): smaller files go as they are. */
const MIN_BYTES = 1024;

/** Writes the copies under `<dir>/.next/static`; returns how many files and their bytes. */
export function compressBuildFiles(dir) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.has(path.extname(entry.name)) && statSync(file).size >= MIN_BYTES) {
        const body = readFileSync(file);
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gzip = gzipSync(body, { level: 9 });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzip);
        totals.files += 1;
        totals.bytes += body.length;
        totals.brotli += brotli.length;
        totals.gzip += gzip.length;
      }
    }
  };
  walk(path.join(dir, ".next", "static"));
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? ".");
  const { files, bytes, brotli, gzip } = compressBuildFiles(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `Compressed ${files} build files (${kb(bytes)}): ${kb(brotli)} in brotli, ${kb(gzip)} in gzip.`,
  );
}
