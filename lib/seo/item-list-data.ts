/**
 * An ItemList in Google's "summary page" form: each ListItem names only its position and the
 * URL of the item's own page (the part page carries the Product data).
 */
export function itemListData(siteUrl: string, paths: string[], firstPosition = 1) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: paths.map((path, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      url: new URL(path, siteUrl).toString(),
    })),
  };
}
