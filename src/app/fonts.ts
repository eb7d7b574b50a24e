import localFont from "next/font/local";

// Self-hosted (no request to a font CDN at build or run time): the npm package's latin file, cut
// to the weights we use (400 to 800), Latin-1 and the copy's symbols, and the default features by
// scripts/fonts/subset-inter.sh, 22.2 KB instead of 47.1. One variable file for every weight.
// "optional", not preloaded (decision 030): a phone paints at once in the metric-matched fallback,
// and keeps it for that page unless the font is already there; a late font would lay the whole
// page out again (a throttled phone's longest task before interaction). The file is fetched
// with the first page and cached, so the pages after it use Inter from the start.
export const inter = localFont({
  src: "./fonts/inter-latin-400-800.woff2",
  weight: "400 800",
  style: "normal",
  display: "optional",
  preload: false,
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});
