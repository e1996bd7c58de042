import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets parallel local builds (tests, bench, a dev server) keep separate output folders.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  images: { formats: ["image/avif", "image/webp"] },
  // Bundled into server actions, PGlite's wasm URL would become a browser asset URL; load it from node_modules.
  serverExternalPackages: ["@electric-sql/pglite"],
};

export default nextConfig;
