/** One URL of a sitemap, with the images its page shows. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  images?: string[];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[character]!,
  );

const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const IMAGE_NS = 'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"';

function urlXml({ loc, lastmod, images = [] }: SitemapEntry): string {
  const parts = [
    tag("loc", loc),
    ...(lastmod ? [tag("lastmod", lastmod)] : []),
    ...images.map((image) => `<image:image>${tag("image:loc", image)}</image:image>`),
  ];
  return `<url>\n${parts.join("\n")}\n</url>`;
}

/** A sitemap file: the URLs themselves. */
export function urlsetXml(entries: SitemapEntry[]): string {
  return `${XML_HEAD}<urlset ${SITEMAP_NS} ${IMAGE_NS}>\n${entries.map(urlXml).join("\n")}\n</urlset>\n`;
}

/** A sitemap index: the sitemap files a large site is split into. */
export function sitemapIndexXml(locs: string[]): string {
  const sitemaps = locs.map((loc) => `<sitemap>${tag("loc", loc)}</sitemap>`).join("\n");
  return `${XML_HEAD}<sitemapindex ${SITEMAP_NS}>\n${sitemaps}\n</sitemapindex>\n`;
}

/** A route's answer carrying a sitemap document. */
export const xmlResponse = (xml: string, cacheControl: string) =>
  new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl },
  });
