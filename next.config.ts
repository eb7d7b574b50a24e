import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/http/server.mjs compresses, after it has set each page's script-hash policy.
  compress: false,
  reactStrictMode: true,
  // Loaded from node_modules at run time: PGlite finds its WebAssembly files next to itself.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer", "pino"],
  images: {
    // Phone-first widths; the hero screenshot is the only large raster image.
    deviceSizes: [390, 640, 828, 1080, 1280],
    imageSizes: [64, 128, 256],
    formats: ["image/avif", "image/webp"],
  },
};

export default nextConfig;
