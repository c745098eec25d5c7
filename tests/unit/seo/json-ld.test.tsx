// Every JSON-LD block of the home and part pages, parsed as search engines read it (the script
// element's text), with the schema.org types and the properties Google's Product, merchant
// listing, BreadcrumbList and sitelinks search box documentation require.
import { renderToStaticMarkup } from "react-dom/server";
import type { PartJson } from "@/domains/catalog/part-json";
import type { FitmentJson } from "@/domains/fitment";
import { DEFAULT_SHIPPING_RATES, shippingRatesSchema } from "@/domains/shipping";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbData, partBreadcrumbs } from "@/lib/seo/breadcrumb-data";
import { partMerchantFacts } from "@/lib/seo/part-merchant-facts";
import { organizationData, productData, websiteData } from "@/lib/seo/structured-data";
import { FITS_LISTED_MAX } from "@/lib/seo/vehicle-data";

const siteUrl = "https://shop.test";
const rates = shippingRatesSchema.parse(DEFAULT_SHIPPING_RATES);
const returns = { returnDays: 30, restockingFeePercent: 15 };

const part: PartJson = {
  _id: "2f6c1d8e-0000-4000-8000-000000000001",
  productName: "Ceramic Front Brake Pad Set <b>",
  productDescription: "Low-dust ceramic pads.",
  price: 24.5,
  orderQty: 10,
  orderMultiple: 1,
  priceTiers: [],
  coreCharge: 0,
  gtin: null,
  availableQty: 4800,
  lowStockBelow: 0,
  lowStockQty: null,
  image: "/images/parts/brake-pads.svg",
  createdAt: "2026-01-02T00:00:00.000Z",
  creator: { name: "Admin", uid: "admin" },
  partNumber: "BP-1234",
  brand: "Redline",
  category: "Brakes › Pads",
  oemNumbers: [],
  specs: [],
  supersedes: [],
  universal: false,
  retired: false,
  weight: 1.5,
  dimensions: { length: 8, width: 6, height: 3 },
  url: "/parts/bp-1234-ceramic-front-brake-pad-set",
};

const row = (year: number, model: string, extra: Partial<FitmentJson> = {}): FitmentJson => ({
  vehicle: { _id: `${model}-${year}`, year, make: "Ford", model, submodel: null, engine: null },
  position: null,
  quantity: null,
  note: null,
  ...extra,
});

/** The parts of a Product block these tests read. */
interface ProductBlock {
  offers: {
    shippingDetails: {
      shippingRate: { value: string };
      shippingDestination: { addressRegion: string[] };
    }[];
    hasMerchantReturnPolicy: unknown;
  };
  isAccessoryOrSparePartFor?: { name: string; model: string }[];
}

/** The block as a crawler reads it from the page's HTML. */
function parsed(data: Record<string, unknown>): Record<string, unknown> {
  const html = renderToStaticMarkup(<JsonLd data={data} />);
  const json = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1];
  expect(json).not.toContain("<");
  return JSON.parse(json!);
}

describe("the home page", () => {
  it("is an Organization with its name, address and logo", () => {
    expect(parsed(organizationData(siteUrl))).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Redline Parts",
      url: siteUrl,
      logo: `${siteUrl}/images/logo.svg`,
    });
  });

  it("is a WebSite whose SearchAction searches the finder", () => {
    expect(parsed(websiteData(siteUrl))).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Redline Parts",
      url: siteUrl,
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${siteUrl}/allParts?q={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
    });
  });
});

describe("a part's page", () => {
  const fitment = [
    row(2019, "F-150"),
    row(2020, "F-150"),
    row(2021, "F-150", { position: "Front" }),
    row(2019, "F-150", { position: "Rear" }), // the same vehicle, another position
    row(2015, "Ranger", { vehicle: { ...row(2015, "Ranger").vehicle, engine: "2.3L I4" } }),
  ];
  const product = parsed(
    productData(siteUrl, part, partMerchantFacts(part, fitment, rates, returns)),
  );

  it("is a Product with Google's required and recommended properties", () => {
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Ceramic Front Brake Pad Set <b>",
      image: `${siteUrl}/images/parts/brake-pads.svg`,
      description: "Low-dust ceramic pads.",
      sku: "BP-1234",
      brand: { "@type": "Brand", name: "Redline" },
      offers: {
        "@type": "Offer",
        url: `${siteUrl}${part.url}`,
        price: "24.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
    });
    // The catalog holds no GTIN: none is made up.
    expect(product).not.toHaveProperty("gtin");
  });

  it("carries the part's GTIN when the catalog has one", () => {
    const withGtin = parsed(productData(siteUrl, { ...part, gtin: "036000291452" }));
    expect(withGtin).toMatchObject({ "@type": "Product", gtin: "036000291452" });
  });

  it("states ground shipping of its minimum order to every US zone, with handling and transit", () => {
    const details = (product as unknown as ProductBlock).offers.shippingDetails;
    expect(details).toHaveLength(rates.zones.length);
    const states = details.flatMap((detail) => detail.shippingDestination.addressRegion);
    expect(new Set(states).size).toBe(states.length);
    // 10 × 1.5 lb = 15 lb: the 20 lb bracket, plus the handling fee (Midwest ground).
    const midwest = rates.zones[0]!;
    const bracket = midwest.services.ground.brackets.find((b) => b.upToLb >= 15)!;
    expect(details[0]).toEqual({
      "@type": "OfferShippingDetails",
      shippingRate: {
        "@type": "MonetaryAmount",
        value: ((bracket.price + rates.handlingFee) / 100).toFixed(2),
        currency: "USD",
      },
      shippingDestination: {
        "@type": "DefinedRegion",
        addressCountry: "US",
        addressRegion: midwest.states,
      },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
        transitTime: {
          "@type": "QuantitativeValue",
          minValue: midwest.services.ground.days.min,
          maxValue: midwest.services.ground.days.max,
          unitCode: "DAY",
        },
      },
    });
  });

  it("ships free past the free-ground threshold", () => {
    const dear = { ...part, price: 10_000 };
    const facts = partMerchantFacts(dear, [], rates, returns);
    expect(facts.shipping.every((zone) => zone.priceCents === 0)).toBe(
      rates.freeGroundThreshold !== null,
    );
  });

  it("states the return policy: the US, a finite window, by mail, a restocking fee", () => {
    expect((product as unknown as ProductBlock).offers.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "US",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 30,
      returnMethod: "https://schema.org/ReturnByMail",
      returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
      restockingFee: 15,
    });
  });

  it("names the vehicles it fits as Vehicles in year ranges", () => {
    expect(product.isAccessoryOrSparePartFor).toEqual([
      {
        "@type": "Vehicle",
        name: "2019–2021 Ford F-150",
        brand: { "@type": "Brand", name: "Ford" },
        model: "F-150",
      },
      {
        "@type": "Vehicle",
        name: "2015 Ford Ranger 2.3L I4",
        brand: { "@type": "Brand", name: "Ford" },
        model: "Ranger",
        vehicleModelDate: "2015",
        vehicleEngine: { "@type": "EngineSpecification", name: "2.3L I4" },
      },
    ]);
  });

  it(`names at most ${FITS_LISTED_MAX} vehicles, and none for a part without fitment`, () => {
    const many = Array.from({ length: 30 }, (_, index) => row(2000 + 2 * index, "F-150"));
    const facts = partMerchantFacts(part, many, rates, returns);
    expect(parsed(productData(siteUrl, part, facts)).isAccessoryOrSparePartFor).toHaveLength(
      FITS_LISTED_MAX,
    );
    const universal = partMerchantFacts(part, [], rates, returns);
    expect(parsed(productData(siteUrl, part, universal))).not.toHaveProperty(
      "isAccessoryOrSparePartFor",
    );
  });

  it("has a BreadcrumbList: Home › group › leaf › the part, the category crumbs its category pages", () => {
    expect(parsed(breadcrumbData(siteUrl, partBreadcrumbs(part)))).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: "Brakes", item: `${siteUrl}/categories/brakes` },
        {
          "@type": "ListItem",
          position: 3,
          name: "Brake Pads",
          item: `${siteUrl}/categories/brakes/pads`,
        },
        {
          "@type": "ListItem",
          position: 4,
          name: "Ceramic Front Brake Pad Set <b>",
          item: `${siteUrl}${part.url}`,
        },
      ],
    });
  });
});
