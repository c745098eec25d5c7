import type { APIRequestContext } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/cache/public-page-headers";
import { test, expect } from "./fixtures";
import { axeInBothThemes } from "./support/axe-themes";
import { priceText } from "./data";
import { demoAdmin, demoCustomer, logIn } from "./support/accounts";
import { type Auth, bearerOf } from "./support/api";
import { allParts, DEMO_PATH } from "./support/parts";
import { jsonLdBlocks } from "../helpers/json-ld";

// Every part's public page (issue 13): what a guest sees, what search engines read, where old
// paths lead, and that the shop's cards lead to it.

const STOCK_OUT = "Stock Out! The product will be available soon.";

type Product = {
  "@type": string;
  sku: string;
  mpn: string;
  url: string;
  brand: { name: string };
  offers: { price: string; priceCurrency: string; availability: string };
};

/**
 * Where a redirect points. Next.js repeats the same Location header on a page's first,
 * uncached render (browsers and crawlers accept identical copies); every copy must agree.
 */
function locationOf(headers: Record<string, string>): string | undefined {
  const copies = new Set(headers.location?.split(", "));
  expect(copies.size, headers.location).toBe(1);
  return [...copies][0];
}

async function demoPart(request: APIRequestContext): Promise<PartJson> {
  const part = (await allParts(request)).find((candidate) => candidate.partNumber === "BP-1234");
  expect(part, "the demo part BP-1234").toBeDefined();
  return part!;
}

test("a guest sees the part's name, brand, numbers, specs, price, MOQ and stock", async ({
  page,
  request,
}) => {
  const part = await demoPart(request);
  expect(part.productName).toBe("Ceramic Front Brake Pad Set");
  expect(part.url).toBe(DEMO_PATH);
  const response = await page.goto(DEMO_PATH);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${part.productName} ${part.partNumber} | Redline Parts`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(part.productName);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText([
    "Home",
    "Brakes",
    "Brake Pads",
    part.productName,
  ]);
  await expect(crumbs.getByRole("link", { name: "Brakes" })).toHaveAttribute(
    "href",
    "/categories/brakes",
  );
  await expect(crumbs.getByRole("link", { name: "Brake Pads" })).toHaveAttribute(
    "href",
    "/categories/brakes/pads",
  );
  await expect(page.getByRole("img", { name: part.productName })).toBeVisible();
  await expect(page.getByTestId("part-number")).toHaveText("BP-1234");
  await expect(page.getByText(part.brand, { exact: true })).toBeVisible();
  await expect(page.getByText(part.productDescription)).toBeVisible();
  await expect(page.getByTestId("part-price")).toContainText(
    priceText(Math.round(part.price * 100)),
  );
  await expect(page.getByText(`Minimum order: ${part.orderQty} pcs`)).toBeVisible();
  await expect(page.getByText(`Available: ${part.availableQty} pcs`)).toBeVisible();
  await expect(page.getByText("In stock", { exact: true })).toBeVisible();

  const oem = page.getByRole("region", { name: "OEM numbers" }).getByRole("listitem");
  expect(part.oemNumbers.length).toBeGreaterThan(0);
  await expect(oem).toHaveText(part.oemNumbers);

  const specs = page.getByRole("table", { name: "Specifications" });
  expect(part.specs.length).toBeGreaterThan(0);
  for (const spec of part.specs) {
    await expect(specs.getByRole("row", { name: `${spec.name} ${spec.value}` })).toBeVisible();
  }
  // The packed weight follows the specifications (BP-1234 has no package size).
  expect(part.weight).toBe(3.2);
  await expect(specs.getByRole("row", { name: "Weight 3.2 lb" })).toBeVisible();
  // And its GTIN (the demo data gives BP-1234 one).
  expect(part.gtin).toMatch(/^\d{12}$/);
  await expect(specs.getByRole("row", { name: `GTIN ${part.gtin}` })).toBeVisible();
  await expect(specs.getByRole("row")).toHaveCount(part.specs.length + 2);

  const order = page.getByRole("link", { name: `Order Now: ${part.productName}` });
  await expect(order).toHaveAttribute("href", `/purchase/${part._id}`);
});

test("the server HTML carries the Product JSON-LD, canonical URL and public Cache-Control", async ({
  request,
  baseURL,
}) => {
  const part = await demoPart(request);
  const response = await request.get(DEMO_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${DEMO_PATH}"`);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  const product = jsonLdBlocks(html).find((block) => block["@type"] === "Product") as
    Product | undefined;
  expect(product, "Product JSON-LD").toBeDefined();
  expect(product).toMatchObject({
    "@context": "https://schema.org",
    name: part.productName,
    url: `${baseURL}${DEMO_PATH}`,
    sku: "BP-1234",
    mpn: "BP-1234",
    brand: { "@type": "Brand", name: part.brand },
    offers: {
      price: part.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    },
  });
  // Served from the page cache the second time.
  const again = await request.get(DEMO_PATH);
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
});

test("an old name or another spelling of the path moves permanently to the part's page", async ({
  request,
}) => {
  for (const path of [
    "/parts/bp-1234-old-name",
    "/parts/bp1234-ceramic-front-brake-pad-set",
    "/parts/BP-1234-Ceramic-Front-Brake-Pad-Set",
    "/parts/bp-1234",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(locationOf(response.headers()), path).toBe(DEMO_PATH);
  }
});

test("an unknown part is the shop's 404", async ({ page }) => {
  for (const path of ["/parts/zz-0000-no-such-part", "/parts/-", "/parts/no_such"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Redline Parts");
  }
});

test("a card's name and picture on the shop and the home page open the part's page", async ({
  page,
  request,
}) => {
  const part = await demoPart(request);
  await page.goto("/allParts");
  const card = page.getByTestId("part-card").filter({
    has: page.getByRole("heading", { level: 3, name: part.productName }),
  });
  await expect(card.getByRole("link", { name: part.productName, exact: true })).toHaveCount(2);
  await card.getByRole("heading", { level: 3 }).getByRole("link").click();
  await expect(page).toHaveURL(DEMO_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(part.productName);

  await page.goto("/");
  const homeCard = page.getByTestId("part-card").filter({ hasText: part.productName });
  await homeCard.getByRole("img", { name: part.productName }).click();
  await expect(page).toHaveURL(DEMO_PATH);
});

test("Order Now as a guest goes through the login and back to the purchase page", async ({
  page,
  request,
}) => {
  const part = await demoPart(request);
  await page.goto(DEMO_PATH);
  await page.getByRole("link", { name: `Order Now: ${part.productName}` }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(`/purchase/${part._id}`);
  await logIn(page, demoCustomer);
  await expect(page).toHaveURL(`/purchase/${part._id}`);
});

test.describe("a part of a test's own", () => {
  let admin: Auth;
  let part: PartJson;

  test.beforeAll(async ({ playwright, baseURL, request }) => {
    admin = await bearerOf(playwright, baseURL!, demoAdmin);
    const stamp = Date.now().toString(36).toUpperCase();
    const created = await request.post("/api/parts", {
      headers: admin,
      data: {
        productName: "Part Page Test Gasket",
        partNumber: `PPT-${stamp}`,
        brand: "Testbrand",
        category: "Engine › Sensors",
        availableQty: 50,
        orderQty: 10,
        price: 3.25,
        productDescription: "Made by the part page test.",
        image: "/images/parts/air-filter.svg",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { insertedId } = (await created.json()) as { insertedId: string };
    part = (await allParts(request)).find((candidate) => candidate._id === insertedId)!;
  });
  test.afterAll(async ({ request }) => {
    await request.delete(`/api/parts/${part._id}`, { headers: admin });
  });

  const update = (request: APIRequestContext, data: Record<string, unknown>) =>
    request.patch(`/api/parts/update-stock/${part._id}`, { headers: admin, data });

  test("a change of stock shows at once; out of stock, it offers no order", async ({
    page,
    request,
  }) => {
    await page.goto(part.url);
    await expect(page.getByText("Available: 50 pcs")).toBeVisible();
    expect((await update(request, { availableQty: 5 })).status()).toBe(200);
    await page.reload();
    await expect(page.getByText("Available: 5 pcs")).toBeVisible();
    await expect(page.getByText("Out of stock", { exact: true })).toBeVisible();
    await expect(page.getByText(STOCK_OUT)).toBeVisible();
    await expect(page.getByRole("link", { name: /Order Now/ })).toHaveCount(0);
    const html = await (await request.get(part.url)).text();
    const product = jsonLdBlocks(html).find((block) => block["@type"] === "Product") as Product;
    expect(product.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  test("renamed, its page moves and the old path follows it", async ({ page, request }) => {
    const oldPath = part.url;
    expect(await (await request.get(oldPath)).status()).toBe(200);
    expect((await update(request, { productName: "Part Page Test Head Gasket" })).status()).toBe(
      200,
    );
    const renamed = (await allParts(request)).find((candidate) => candidate._id === part._id)!;
    expect(renamed.url).not.toBe(oldPath);
    const moved = await request.get(oldPath, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(locationOf(moved.headers())).toBe(renamed.url);
    await page.goto(oldPath);
    await expect(page).toHaveURL(renamed.url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Part Page Test Head Gasket");
  });

  test("without fitment data its page says so", async ({ page }) => {
    await page.goto(part.url);
    const fitment = page.getByRole("region", { name: "Fits these vehicles" });
    await expect(fitment.getByText("No fitment data for this part yet")).toBeVisible();
  });

  test("the sitemap lists its page", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const current = (await allParts(request)).find((candidate) => candidate._id === part._id)!;
    expect(xml).toContain(`<loc>${baseURL}${current.url}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}${DEMO_PATH}</loc>`);
  });
});

axeInBothThemes("the part page", DEMO_PATH);

test("an old number's page moves (308) to the part that replaces it, which its search shows first", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const admin = await bearerOf(playwright, baseURL!, demoAdmin);
  const image = (await demoPart(request)).image;
  const stamp = Date.now().toString(36).toUpperCase();
  // With a digit, as part numbers have: a word of letters alone is searched as a word.
  const [oldNumber, newNumber] = [`OLD-1${stamp}`, `NEW-1${stamp}`];
  const header =
    "partNumber,productName,productDescription,price,availableQty,orderQty,image,supersedes";
  const line = (number: string, replaces: string) =>
    `${number},Supersession caliper ${number},A caliper for the supersession test.,20.00,50,2,${image},${replaces}`;
  const importLines = async (...lines: string[]) => {
    const posted = await request.post("/api/parts/import", {
      headers: { ...admin, "content-type": "text/csv" },
      data: [header, ...lines].join("\n"),
    });
    expect(posted.status(), await posted.text()).toBe(202);
    const { importId } = (await posted.json()) as { importId: string };
    await expect
      .poll(async () => {
        const status = await request.get(`/api/parts/import/${importId}`, { headers: admin });
        return ((await status.json()) as { state: string }).state;
      })
      .toBe("done");
  };
  await importLines(line(oldNumber, ""));
  const oldPart = (await allParts(request)).find((part) => part.partNumber === oldNumber)!;
  expect((await request.get(oldPart.url)).status()).toBe(200);
  await importLines(line(newNumber, oldNumber));
  const newPart = (await allParts(request)).find((part) => part.partNumber === newNumber)!;

  try {
    const moved = await request.get(oldPart.url, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(locationOf(moved.headers())).toBe(newPart.url);

    await page.goto(`/allParts?q=${oldNumber}`);
    const first = page.getByRole("heading", { level: 3 }).first();
    await expect(first).toHaveText(newPart.productName);
    await expect(page.getByText(`${oldNumber} was replaced by ${newNumber}.`)).toBeVisible();
  } finally {
    // Other specs pick parts from the whole catalog: a supersession would change their lines.
    for (const part of [newPart, oldPart])
      await request.delete(`/api/parts/${part._id}`, { headers: admin });
  }
});
