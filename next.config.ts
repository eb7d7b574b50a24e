import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Phone-first widths; the hero screenshot is the only large raster image.
    deviceSizes: [390, 640, 828, 1080, 1280],
    imageSizes: [64, 128, 256],
    formats: ["image/avif", "image/webp"],
  },
};

export default nextConfig;
