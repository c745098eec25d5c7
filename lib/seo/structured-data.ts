import type { BlogJson } from "@/domains/content";
import type { PartJson } from "@/domains/catalog";
import { canBeOrdered } from "@/domains/catalog";
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

/** What a part is as a schema.org Product, wherever it is listed or shown. */
function productFields(siteUrl: string, part: PartJson) {
  const url = new URL(part.url, siteUrl).toString();
  return {
    "@type": "Product",
    name: part.productName,
    description: part.productDescription,
    image: new URL(part.image, siteUrl).toString(),
    url,
    sku: part.partNumber,
    mpn: part.partNumber,
    ...(part.brand ? { brand: { "@type": "Brand", name: part.brand } } : {}),
    offers: {
      "@type": "Offer",
      url,
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
  };
}

/**
 * A page of the shop as a summary list: each part by its position, name and page, where the
 * part's own Product data is (search engines read products from a product's page, not from a
 * list). The whole Product of 32 parts made up a fifth of the shop page's bytes, twice over.
 */
export function productListData(siteUrl: string, parts: Pick<PartJson, "productName" | "url">[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${SITE_NAME} shop`,
    numberOfItems: parts.length,
    itemListElement: parts.map((part, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: part.productName,
      url: new URL(part.url, siteUrl).toString(),
    })),
  };
}

/** A part's own page: the product with its category, OEM numbers and specifications. */
export function productData(siteUrl: string, part: PartJson) {
  const properties = [
    ...part.oemNumbers.map((value) => ({ "@type": "PropertyValue", name: "OEM number", value })),
    ...part.specs.map(({ name, value }) => ({ "@type": "PropertyValue", name, value })),
  ];
  return {
    "@context": "https://schema.org",
    ...productFields(siteUrl, part),
    category: part.category,
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
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
