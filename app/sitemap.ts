import type { MetadataRoute } from "next";
import { config } from "@/lib/config";
import { listBlogs } from "@/lib/services/catalog";
import { listParts } from "@/lib/services/catalog";

// Read at request time: the catalog lives in the database, which the build does not open.
export const dynamic = "force-dynamic";

// Search engines read at most this many images per URL; a large catalog lists its newest.
const SITEMAP_IMAGES_MAX = 1000;

const staticPages = ["/", "/allParts", "/blogs", "/portfolio", "/contact"];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = config();
  const [blogs, parts] = await Promise.all([listBlogs(), listParts("newest", SITEMAP_IMAGES_MAX)]);
  const newestPart = parts[0]?.createdAt;
  return [
    ...staticPages.map((path) => ({
      url: `${siteUrl}${path}`,
      ...(path === "/allParts"
        ? {
            // Parts have no public page of their own (ordering needs an account): the shop lists them.
            lastModified: newestPart,
            images: parts.map((part) => new URL(part.image, siteUrl).toString()),
          }
        : {}),
    })),
    ...blogs.map((blog) => ({
      url: `${siteUrl}/blogDetails/${encodeURIComponent(blog._id)}`,
      lastModified: blog.createdAt,
    })),
  ];
}
