#!/usr/bin/env node
// The two icons browsers and crawlers ask for by name, whatever the page's <link rel="icon"> says:
// /favicon.ico (older browsers, feed readers, many crawlers) and /apple-touch-icon.png (an iPhone's
// home screen and bookmarks). Both are drawn from public/icon.svg, so there is one logo. Without
// them each such request got the 404 page, about 110 KB of HTML. Run again after changing the logo:
//   node scripts/app-icons.mjs
// sharp comes with Next.js (its image optimiser), so this needs no dependency of its own.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const logo = readFileSync(path.join(root, "public/icon.svg"), "utf8");

const png = (svg, size, { opaque = false } = {}) => {
  const image = sharp(Buffer.from(svg), { density: 72 * (size / 32) }).resize(size, size);
  return (opaque ? image.removeAlpha() : image).png({ compressionLevel: 9 }).toBuffer();
};

/** An ICO file whose images are PNGs (read by every browser since IE 9 and Windows Vista). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // 0 means 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map(async (size) => ({ size, data: await png(logo, size) })),
);
writeFileSync(path.join(root, "public/favicon.ico"), ico(images));

// iOS rounds a home-screen icon's corners itself and fills what is transparent with black, so the
// touch icon is the logo's square without its own rounded corners.
const square = logo.replace(/ rx="[^"]*"/, "");
if (square === logo) throw new Error("public/icon.svg: no rounded corner (rx) to take off");
writeFileSync(
  path.join(root, "public/apple-touch-icon.png"),
  await png(square, 180, { opaque: true }),
);
