import localFont from "next/font/local";

// Self-hosted from npm (no request to a font CDN at build or run time); latin subset only,
// one variable file for every weight. next/font preloads it and sizes a metric-matched fallback
// so the swap causes no layout shift.
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});
