import { config } from "@/lib/config";
import { PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/cache/public-page-headers";
import { sitemapDocument } from "@/lib/seo/sitemap";
import { xmlResponse } from "@/lib/seo/sitemap-xml";

// Read at request time: the catalog lives in the database, which the build does not open.
export const dynamic = "force-dynamic";

export async function GET() {
  return xmlResponse(await sitemapDocument(config().siteUrl), PUBLIC_PAGE_CACHE_CONTROL);
}
