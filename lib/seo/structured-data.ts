import type { BlogJson } from "@/lib/contract/blog";
import type { PartJson } from "@/lib/contract/part";
import { canBeOrdered } from "@/lib/contract/part-stock";
import { FOUNDING_YEAR, SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";

export function organizationData(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: siteUrl,
    logo: `${siteUrl}/images/logo.svg`,
    description: SITE_DESCRIPTION,
    foundingDate: String(FOUNDING_YEAR),
  };
}

export function productListData(siteUrl: string, parts: PartJson[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${SITE_NAME} shop`,
    numberOfItems: parts.length,
    itemListElement: parts.map((part, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Product",
        name: part.productName,
        description: part.productDescription,
        image: new URL(part.image, siteUrl).toString(),
        sku: part._id,
        offers: {
          "@type": "Offer",
          price: part.price.toFixed(2),
          priceCurrency: "USD",
          availability: canBeOrdered(part)
            ? "https://schema.org/InStock"
            : "https://schema.org/OutOfStock",
          eligibleQuantity: {
            "@type": "QuantitativeValue",
            minValue: part.orderQty,
            unitText: "pcs",
          },
        },
      },
    })),
  };
}

export function blogPostingData(siteUrl: string, blog: BlogJson) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: blog.title,
    articleSection: blog.category,
    articleBody: blog.description,
    author: { "@type": "Person", name: blog.author.name },
    datePublished: blog.createdAt,
    mainEntityOfPage: `${siteUrl}/blogDetails/${encodeURIComponent(blog._id)}`,
    publisher: {
      "@type": "Organization",
      name: SITE_NAME,
      logo: { "@type": "ImageObject", url: `${siteUrl}/images/logo.svg` },
    },
  };
}
