/** Structured data for search engines; JSON data blocks do not execute, so CSP allows them. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so that no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
