// Expected values for the e2e tests, taken from the demo data the server seeds on first start.
import { seedBlogs, seedParts, seedReviews, seedTeam, type SeedPart } from "../../db/seed/load";

export { seedParts, seedReviews, seedTeam };

/** The shop's order: newest first (smallest "days ago" first). */
export const partsNewestFirst: SeedPart[] = [...seedParts].sort((a, b) => a.daysAgo - b.daysAgo);

/** The home page's parts: the newest four. */
export const homeParts = partsNewestFirst.slice(0, 4);

/** Blogs as the blog list shows them: newest first. */
export const blogsNewestFirst = [...seedBlogs].sort((a, b) => a.daysAgo - b.daysAgo);

/** The public pages, for scans and metadata checks. */
export const publicPages = [
  { path: "/", title: "Home Page | Redline Parts" },
  { path: "/allParts", title: "Shop | Redline Parts" },
  { path: "/blogs", title: "Blogs | Redline Parts" },
  { path: "/portfolio", title: "Portfolio | Redline Parts" },
  { path: "/contact", title: "Contact | Redline Parts" },
] as const;

/** Price as the cards print it: dollars with two decimals, followed by "$". */
export function priceText(priceCents: number): string {
  const dollars = (priceCents / 100).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${dollars}$`;
}

/** Escapes a text for use inside a RegExp. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A card's excerpt must be the first `length` characters of the text; a trailing ellipsis
 * marking the cut is tolerated, nothing else.
 */
export function excerptPattern(text: string, length: number): RegExp {
  const head = escapeRegExp(text.slice(0, length));
  return text.length > length ? new RegExp(`^${head}(…|\\.\\.\\.)?$`) : new RegExp(`^${head}$`);
}

/** Decodes the few HTML entities React may emit in server-rendered text. */
export function decodeHtml(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
