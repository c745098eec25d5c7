import { test, expect } from "./fixtures";
import { SHOP_PAGE_SIZE } from "@/domains/catalog/public-queries";
import { decodeHtml, excerptPattern, partsNewestFirst, priceText, seedParts } from "./data";
import { jsonLdBlocks } from "../helpers/json-ld";

type ApiPart = { _id: string; productName: string; availableQty: number; orderQty: number };

// The shop's first page: the newest SHOP_PAGE_SIZE parts of the demo catalog.
const firstPage = partsNewestFirst.slice(0, SHOP_PAGE_SIZE);

test.describe("Shop (/allParts)", () => {
  test("lists the first page of parts, newest first, with NEW badge (or out of stock), excerpt, MOQ, stock, price and Order Now", async ({
    page,
    request,
  }) => {
    const apiParts: ApiPart[] = await (await request.get("/api/parts?sort=1")).json();
    await page.goto("/allParts");
    await expect(page).toHaveTitle("Shop | Redline Parts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
    const cards = page.getByTestId("part-card");
    await expect(cards).toHaveCount(firstPage.length);
    expect(seedParts.length).toBeGreaterThan(SHOP_PAGE_SIZE);
    await expect(page.getByText(/\d+ parts listed for bulk orders · page 1 of \d+/)).toBeVisible();
    for (const [index, part] of firstPage.entries()) {
      const card = cards.nth(index);
      const apiPart = apiParts.find((p) => p.productName === part.productName);
      expect(apiPart, `API knows ${part.productName}`).toBeTruthy();
      if (!apiPart) continue;
      await expect(card.getByRole("heading", { level: 3 })).toContainText(part.productName);
      const orderable = apiPart.availableQty > 0 && apiPart.availableQty >= apiPart.orderQty;
      await expect(
        card.getByText(orderable ? "NEW" : "Out of stock", { exact: true }),
      ).toBeVisible();
      await expect(card.getByRole("img", { name: part.productName })).toBeAttached();
      await expect(card.locator("p").first()).toHaveText(
        excerptPattern(part.productDescription, 60),
      );
      const facts = card.locator("dl");
      await expect(facts).toContainText(priceText(part.priceCents));
      await expect(facts).toContainText(`${part.minOrderQty} pcs`);
      // The stock as it is now: the order tests before this one have sold some.
      await expect(facts).toContainText(`${apiPart.availableQty} pcs`);
      const order = card.getByRole("link", { name: /Order Now/ });
      if (orderable) {
        await expect(order).toHaveText("Order Now");
        await expect(order).toHaveAttribute("href", `/purchase/${apiPart._id}`);
      } else await expect(order).toHaveCount(0);
    }
  });

  test("has a breadcrumb back to Home", async ({ page }) => {
    await page.goto("/allParts");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb).toContainText("Shop");
  });

  test("server-rendered HTML names every part of its page and carries an ItemList JSON-LD", async ({
    request,
  }) => {
    const response = await request.get("/allParts");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const text = decodeHtml(html);
    for (const part of firstPage) expect(text, part.productName).toContain(part.productName);

    const itemList = jsonLdBlocks(html).find((block) => block["@type"] === "ItemList") as
      | {
          numberOfItems: number;
          itemListElement: { position: number; name: string; url: string }[];
        }
      | undefined;
    expect(itemList, "ItemList JSON-LD").toBeDefined();
    expect(itemList?.numberOfItems).toBe(firstPage.length);
    expect(itemList?.itemListElement.map((entry) => entry.name)).toEqual(
      firstPage.map((part) => part.productName),
    );
    // Each entry leads to the part's page, whose Product data carries the price.
    const first = itemList?.itemListElement[0];
    expect(first?.position).toBe(1);
    const partPage = await request.get(new URL(first?.url ?? "/").pathname);
    const product = jsonLdBlocks(await partPage.text()).find(
      (block) => block["@type"] === "Product",
    ) as { offers?: { price: string } } | undefined;
    expect(product?.offers?.price).toBe(((partsNewestFirst[0]?.priceCents ?? 0) / 100).toFixed(2));
  });

  test("the API lists the same parts newest first", async ({ request }) => {
    const response = await request.get("/api/parts?sort=1");
    expect(response.status()).toBe(200);
    const parts: ApiPart[] = await response.json();
    expect(parts.map((part) => part.productName)).toEqual(
      partsNewestFirst.map((part) => part.productName),
    );
  });
});
