import localFont from "next/font/local";

// Self-hosted (no request to a font CDN at build or run time): the npm package's latin file, cut
// to the weights we use (400 to 800), Latin-1 and the copy's symbols, and the default features by
// scripts/fonts/subset-inter.sh, 22.2 KB instead of 47.1. One variable file for every weight.
// next/font preloads it and sizes a metric-matched fallback so the swap causes no layout shift.
export const inter = localFont({
  src: "./fonts/inter-latin-400-800.woff2",
  weight: "400 800",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});
