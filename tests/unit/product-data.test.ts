// A part's Product structured data: what search engines read of its page and its shop card.
import type { PartJson } from "@/domains/catalog/part-json";
import { productData, productListData } from "@/lib/seo/structured-data";

const part: PartJson = {
  _id: "2f6c1d8e-0000-4000-8000-000000000001",
  productName: "Ceramic Front Brake Pad Set",
  productDescription: "Low-dust ceramic pads.",
  price: 24.5,
  orderQty: 100,
  orderMultiple: 1,
  coreCharge: 0,
  gtin: null,
  priceTiers: [],
  availableQty: 4800,
  lowStockBelow: 0,
  lowStockQty: null,
  image: "/images/parts/brake-pads.svg",
  createdAt: "2026-01-02T00:00:00.000Z",
  creator: { name: "Admin", uid: "admin" },
  partNumber: "BP-1234",
  brand: "Redline",
  category: "Brakes › Pads",
  oemNumbers: ["04465-33450"],
  specs: [{ name: "Position", value: "Front" }],
  supersedes: [],
  universal: false,
  retired: false,
  weight: null,
  dimensions: null,
  url: "/parts/bp-1234-ceramic-front-brake-pad-set",
};
const siteUrl = "https://shop.test";

test("a part's page is a Product with its number, brand, page, price in USD and stock", () => {
  expect(productData(siteUrl, part)).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Ceramic Front Brake Pad Set",
    url: `${siteUrl}/parts/bp-1234-ceramic-front-brake-pad-set`,
    image: `${siteUrl}/images/parts/brake-pads.svg`,
    sku: "BP-1234",
    mpn: "BP-1234",
    brand: { "@type": "Brand", name: "Redline" },
    category: "Brakes › Pads",
    offers: {
      "@type": "Offer",
      price: "24.50",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      eligibleQuantity: { minValue: 100 },
    },
    additionalProperty: [
      { "@type": "PropertyValue", name: "OEM number", value: "04465-33450" },
      { "@type": "PropertyValue", name: "Position", value: "Front" },
    ],
  });
});

test("a part whose stock cannot fill one minimum order is out of stock", () => {
  const short = { ...part, availableQty: 99 };
  expect(productData(siteUrl, short).offers.availability).toBe("https://schema.org/OutOfStock");
});

test("the shop's list names each part and leads to its page, where its Product data is", () => {
  const [item] = productListData(siteUrl, [part]).itemListElement;
  expect(item).toEqual({
    "@type": "ListItem",
    position: 1,
    name: part.productName,
    url: `${siteUrl}${part.url}`,
  });
  expect(productData(siteUrl, part).url).toBe(item?.url);
});
