import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./lib/security/headers";

import { parseImageHosts } from "./lib/image-hosts";

// Read when the server starts (next.config runs again at `next start`), as lib/config.ts does.
const imageHosts = parseImageHosts(process.env.IMAGE_HOSTS);

const nextConfig: NextConfig = {
  // PGlite ships wasm/data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  // Google account photos and the product image hosts the shop allows (IMAGE_HOSTS), shown
  // through the image optimiser so the page itself loads images only from 'self'.
  images: {
    remotePatterns: [
      { protocol: "https", hostname: "lh3.googleusercontent.com" },
      ...imageHosts.map((hostname) => ({ protocol: "https" as const, hostname })),
    ],
  },
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders() }];
  },
};

export default nextConfig;
