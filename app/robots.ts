import type { MetadataRoute } from "next";
import { config } from "@/lib/config";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = config();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/dashboard", "/purchase/"] },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
