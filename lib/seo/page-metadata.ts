import type { Metadata } from "next";
import { NotFoundError } from "@/lib/errors";

/** Title, description, canonical URL and Open Graph for one public page. */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title?: string;
  description: string;
  path: string;
}): Metadata {
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    openGraph: { ...(title ? { title } : {}), description, url: path },
  };
}

/** What every not-found page is titled, wherever the missing thing was asked for. */
export const notFoundMetadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * A page's metadata from what it shows, or the not-found page's when there is nothing to show:
 * a page that is not there must not claim a title (the layout's default is the home page's).
 */
export async function metadataOrNotFound<T>(
  pending: Promise<T>,
  build: (found: T) => Metadata,
): Promise<Metadata> {
  try {
    return build(await pending);
  } catch (error) {
    if (error instanceof NotFoundError) return notFoundMetadata;
    throw error;
  }
}
