import type { BlogJson } from "@/domains/content";
import type { PartJson } from "@/domains/catalog";
import { canBeOrdered } from "@/domains/catalog";
import type { FitmentRange } from "@/domains/fitment";
import type { ZoneGroundRate } from "@/domains/shipping";
import { FOUNDING_YEAR, SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { returnPolicyData, shippingDetailsData } from "./merchant-data";
import type { ReturnPolicy } from "./return-policy";
import { sparePartForData } from "./vehicle-data";

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

/** The site and its search box (a `SearchAction` on the finder's `q`). */
export function websiteData(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: siteUrl,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${siteUrl}/allParts?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
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
export function productListData(
  siteUrl: string,
  parts: Pick<PartJson, "productName" | "url">[],
  name = `${SITE_NAME} shop`,
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: parts.length,
    itemListElement: parts.map((part, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: part.productName,
      url: new URL(part.url, siteUrl).toString(),
    })),
  };
}

/** What a part's page adds for merchant listings: the vehicles it fits, shipping and returns. */
export interface MerchantFacts {
  fits: FitmentRange[];
  shipping: ZoneGroundRate[];
  returns: ReturnPolicy;
}

/**
 * A part's own page: the product with its category, OEM numbers and specifications, and with
 * the merchant facts, its offer's shipping and return policy and the vehicles it fits. Its GTIN
 * is given only when the catalog has one (none is made up).
 */
export function productData(siteUrl: string, part: PartJson, merchant?: MerchantFacts) {
  const properties = [
    ...part.oemNumbers.map((value) => ({ "@type": "PropertyValue", name: "OEM number", value })),
    ...part.specs.map(({ name, value }) => ({ "@type": "PropertyValue", name, value })),
  ];
  const product = productFields(siteUrl, part);
  const vehicles = merchant ? sparePartForData(merchant.fits) : [];
  return {
    "@context": "https://schema.org",
    ...product,
    category: part.category,
    ...(part.gtin ? { gtin: part.gtin } : {}),
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
    ...(vehicles.length > 0 ? { isAccessoryOrSparePartFor: vehicles } : {}),
    ...(merchant
      ? {
          offers: {
            ...product.offers,
            shippingDetails: shippingDetailsData(merchant.shipping),
            hasMerchantReturnPolicy: returnPolicyData(merchant.returns),
          },
        }
      : {}),
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
