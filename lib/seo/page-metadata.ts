import type { Metadata } from "next";

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
