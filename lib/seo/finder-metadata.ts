import type { Metadata } from "next";
import { finderIndexing } from "@/domains/catalog";
import { pageMetadata } from "./page-metadata";

/**
 * A finder address's metadata: its canonical and robots from the finder's indexing rule
 * (domains/catalog/finder-indexing.ts), so a search or filter is never its own indexable page.
 */
export function finderMetadata({
  title,
  description,
  href,
}: {
  title: string;
  description: string;
  href: string;
}): Metadata {
  const { index, canonical } = finderIndexing(href);
  return {
    ...pageMetadata({ title, description, path: canonical }),
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
