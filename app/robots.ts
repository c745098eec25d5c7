import type { MetadataRoute } from "next";
import { config } from "@/lib/config";
import { FINDER_ROBOTS_DISALLOW } from "@/domains/catalog";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = config();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      // The finder's searches, orders and price or stock filters are never indexable pages.
      disallow: ["/api/", "/dashboard", "/purchase/", ...FINDER_ROBOTS_DISALLOW],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
