import { config } from "@/lib/config";
import { PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/cache/public-page-headers";
import { sitemapFileDocument } from "@/lib/seo/sitemap";
import { xmlResponse } from "@/lib/seo/sitemap-xml";

// The files a sitemap index lists once the site has more URLs than one sitemap may hold.
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[file]">) {
  const { file } = await params;
  const xml = await sitemapFileDocument(config().siteUrl, file);
  if (xml === null) return new Response("Not Found", { status: 404 });
  return xmlResponse(xml, PUBLIC_PAGE_CACHE_CONTROL);
}
