import type { NextConfig } from "next";

import { interestedPlans } from "./src/lib/validation/options";
import { serverActionOrigins } from "./src/server/http/cross-site";
import { buildFileHeaders, staticSecurityHeaders } from "./src/server/http/policy";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Unknown URLs get src/app/global-not-found.tsx, so the root layout carries no not-found page
    // (with the whole site shell) in every page's RSC payload (docs/decisions/023).
    globalNotFound: true,
    // The stylesheet in a <style> in the page: a phone paints from the HTML alone, without a
    // second round trip that its scripts compete with (docs/decisions/030).
    inlineCss: true,
    // Next refuses a Server Action whose Origin is not the forwarded host; SITE_URL is ours too,
    // whatever host a proxy forwards (decision 080).
    serverActions: { allowedOrigins: serverActionOrigins(process.env) },
  },
  // `npm test` type-checks the whole tree (tsc) before it builds; its build skips the second pass
  // (23 s of a CI run). Any other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.GRAFTER_TYPES_CHECKED === "1" },
  // Loaded from node_modules at run time: PGlite finds its WebAssembly files next to itself.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer", "pino"],
  // Every response, on every host and in `next dev`. src/proxy.ts adds HSTS over https and a
  // nonce policy on pages rendered per request; the edge server (src/server/edge) puts the script
  // hashes of prerendered pages in their policy. Decision 017.
  // A person's own page, its download and its forms (/my-data/...): the token in the address is
  // the key, so it must never leave in a Referer, and no such page may be indexed. Listed after
  // the site-wide headers: for the same key, the later entry wins.
  async headers() {
    const noindex = { key: "X-Robots-Tag", value: "noindex, nofollow" };
    return [
      {
        // Everything but the hashed build files, which are never a document (decision 030).
        source: "/:path((?!_next/static/).*)",
        headers: staticSecurityHeaders({ development: process.env.NODE_ENV === "development" }),
      },
      { source: "/_next/static/:path*", headers: buildFileHeaders() },
      { source: "/my-data", headers: [noindex] },
      {
        source: "/my-data/:path+",
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }, noindex],
      },
    ];
  },
  // /signup?plan=X serves a prerendered variant with the plan preselected (no JavaScript needed).
  // Checked before the page itself (beforeFiles), since /signup exists as a page too.
  async rewrites() {
    return {
      beforeFiles: interestedPlans.map((plan) => ({
        source: "/signup",
        has: [{ type: "query" as const, key: "plan", value: plan }],
        destination: `/signup/plan/${plan}`,
      })),
      // Older iOS asks for the home-screen icon under other names first (sized, "precomposed"):
      // each is the one icon in public/, not the 404 page.
      afterFiles: [
        {
          source:
            "/:name(apple-touch-icon-precomposed\\.png|apple-touch-icon-\\d+x\\d+(?:-precomposed)?\\.png)",
          destination: "/apple-touch-icon.png",
        },
      ],
      fallback: [],
    };
  },
  images: {
    // Phone-first widths; the hero screenshot is the only large raster image.
    deviceSizes: [390, 640, 828, 1080, 1280],
    imageSizes: [64, 128, 256],
    formats: ["image/avif", "image/webp"],
  },
};

export default nextConfig;
