import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import type { QuickOrderJson } from "@/domains/ordering/quick-order";
import { test, expect } from "./fixtures";
import { newCustomer } from "./support/accounts";
import { allParts, DEMO_PATH } from "./support/parts";

// Issue 28, buying: one assertion per defect the walk found on the part, purchase, checkout
// and quick-order screens, the shop's cards and chips, and the toasts.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Signs a new customer up in the page's own cookie jar (the API sets the session cookie). */
async function signedUp(page: Page, baseURL: string) {
  const signUp = await page.request.post("/api/account/signup", {
    data: newCustomer("buying"),
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
}

const byNumber = async (page: Page, partNumber: string): Promise<PartJson> =>
  (await allParts(page.request)).find((part) => part.partNumber === partNumber)!;

/** How much wider than the viewport the page is (0: it fits). */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The words (runs of non-space) under this element that the layout splits across two lines. */
const wordsSplitAcrossLines = (root: Locator) =>
  root.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });

test.describe("buying screens, signed in", () => {
  test.beforeEach(async ({ page, baseURL }) => signedUp(page, baseURL!));

  test("Order Now opens the purchase page at the quantity typed on the part's page", async ({
    page,
  }) => {
    const rotor = await byNumber(page, "BR-2210");
    await page.goto(rotor.url);
    await page.getByLabel("Quantity (pcs)").fill("1000");
    await page.getByRole("link", { name: `Order Now: ${rotor.productName}` }).click();
    await expect(page).toHaveURL(`/purchase/${rotor._id}?quantity=1000`);
    await expect(page.getByLabel("Order quantity (pcs)")).toHaveValue("1000");
  });

  test("the purchase page has one quantity box, for Place Order and Add to cart", async ({
    page,
  }) => {
    const rotor = await byNumber(page, "BR-2210");
    await page.goto(`/purchase/${rotor._id}`);
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
    await expect(page.getByRole("spinbutton")).toHaveCount(1);
  });

  test("a quantity below the MOQ shows the spec's message and no total", async ({ page }) => {
    const rotor = await byNumber(page, "BR-2210");
    expect(rotor).toMatchObject({ orderQty: 50, price: 38.75 });
    await page.goto(`/purchase/${rotor._id}?quantity=5`);
    await expect(page.getByText("Quantity must be greater than 50")).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("—");
    await expect(page.getByText("193.75$")).toHaveCount(0);
  });

  test("a quantity the page cannot read falls back to the MOQ, with no error", async ({ page }) => {
    const rotor = await byNumber(page, "BR-2210");
    const response = await page.goto(`/purchase/${rotor._id}?quantity=lots&quantity=2`);
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel("Order quantity (pcs)")).toHaveValue("50");
  });

  test("quantity advice past the stock names the largest valid quantity within it", async ({
    page,
    baseURL,
  }) => {
    const stepped = (await allParts(page.request)).find(
      (part) => part.orderMultiple > 1 && part.availableQty >= part.orderQty,
    )!;
    const { orderQty: moq, orderMultiple: step, availableQty: stock } = stepped;
    // Ten times the stock, off the steps: its nearest valid quantities are both past the stock.
    const asked = moq + step * Math.ceil((stock * 10) / step) + 1;
    const answer = await page.request.post("/api/quick-order", {
      data: { text: `${stepped.partNumber}, ${asked}` },
      headers: { origin: baseURL! },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const [line] = ((await answer.json()) as QuickOrderJson).lines;
    const largest = moq + step * Math.floor((stock - moq) / step);
    expect(line).toMatchObject({
      message: `Only ${stock} pcs in stock: Order ${largest} pcs.`,
      suggestions: [largest],
    });
  });

  test("quick order adds up a part named on two lines and says so", async ({ page }) => {
    await page.goto("/quick-order");
    await page.getByLabel("Part numbers and quantities").fill("BR-2210, 100\nbr 2210; 200");
    await page.getByRole("button", { name: "Check lines" }).click();
    await expect(page.getByTestId("quick-order-summary")).toHaveText("1 of 1 lines ready");
    await expect(
      page.getByText("BR-2210 was on 2 lines (1 and 2); their quantities were added: 300."),
    ).toBeVisible();
  });

  test('quick order writes money as "N.NN$"', async ({ page }) => {
    await page.goto("/quick-order");
    await page.getByLabel("Part numbers and quantities").fill("BR-2210, 100");
    await page.getByRole("button", { name: "Check lines" }).click();
    const results = page.getByRole("region", { name: "Checked lines" });
    const cells = results.getByRole("row").nth(1).getByRole("cell");
    await expect(cells.nth(4)).toHaveText("38.75$");
    await expect(cells.nth(5)).toHaveText("3,875.00$");
    await expect(results).toContainText("Total of the ready lines: 3,875.00$");
    const texts = await results.locator("td, p").allTextContents();
    expect(texts.filter((text) => /\$\s?\d/.test(text))).toEqual([]);
  });

  test("checkout on a phone breaks no word and is no wider than the screen", async ({
    page,
    baseURL,
  }) => {
    const parts = await allParts(page.request);
    for (const partNumber of ["BP-1234", "BC-3105", "BR-2210"]) {
      const part = parts.find((each) => each.partNumber === partNumber)!;
      const put = await page.request.put("/api/cart/lines", {
        data: { partId: part._id, quantity: part.orderQty },
        headers: { origin: baseURL! },
      });
      expect(put.ok(), await put.text()).toBe(true);
    }
    await page.setViewportSize(PHONE);
    await page.goto("/checkout");
    const lines = page.getByRole("region", { name: "3 lines" });
    await expect(lines.getByRole("listitem")).toHaveCount(3);
    expect(await wordsSplitAcrossLines(lines)).toEqual([]);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
  });

  test("a success toast passes axe's colour contrast in both themes", async ({ page }) => {
    await page.goto(DEMO_PATH);
    for (const theme of ["light", "night"] as const) {
      await page.evaluate((value) => localStorage.setItem("theme", value), theme);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await page.getByRole("button", { name: "Add to cart" }).click();
      const toast = page.locator("[data-sonner-toast][data-type=success]");
      await expect(toast).toBeVisible();
      // A pointer over the toasts pauses their timer: on a slow host the scan may outlast it.
      await toast.hover();
      // Colours are judged once the toast has faded in: mid-animation its text is see-through.
      await expect(toast).toHaveCSS("opacity", "1");
      const { violations } = await new AxeBuilder({ page })
        .include("[data-sonner-toast]")
        .withRules(["color-contrast"])
        .analyze();
      expect(
        violations.map(({ id, nodes }) => ({ id, nodes: nodes.length })),
        theme,
      ).toEqual([]);
    }
  });
});

test.describe("buying screens, as a guest", () => {
  test("the part page's fitment table fits a phone, its columns unclipped", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(DEMO_PATH);
    const fitment = page.getByTestId("part-fitment");
    await expect(fitment.getByRole("table").first()).toBeVisible();
    const clipped = await fitment.evaluate((section) =>
      [...section.querySelectorAll("table")].flatMap((table) => {
        const frame = table.parentElement!.getBoundingClientRect();
        return [...table.querySelectorAll("th, td")]
          .filter((cell) => cell.getBoundingClientRect().right > frame.right + 1)
          .map((cell) => cell.textContent);
      }),
    );
    expect(clipped).toEqual([]);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
  });

  test('the shop\'s price chips write money as "N.NN$"', async ({ page }) => {
    await page.goto("/allParts?minPrice=10&maxPrice=99.5");
    const chips = page.getByRole("navigation", { name: "Active filters" });
    await expect(chips.getByRole("link", { name: "Remove filter From 10.00$" })).toBeVisible();
    await expect(chips.getByRole("link", { name: "Remove filter Up to 99.50$" })).toBeVisible();
  });

  test("the cards of a grid row have their price and MOQ rows at one height", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/allParts");
    const cards = page.getByTestId("part-card");
    await expect(cards.first()).toBeVisible();
    const rows = await cards.evaluateAll((elements) =>
      elements.map((card) => {
        const termTop = (text: string) =>
          [...card.querySelectorAll("dt")]
            .find((term) => term.textContent === text)!
            .getBoundingClientRect().top;
        return {
          top: card.getBoundingClientRect().top,
          price: termTop("Price"),
          moq: termTop("Minimum order"),
        };
      }),
    );
    const firstRow = rows.filter((card) => Math.abs(card.top - rows[0]!.top) < 1);
    expect(firstRow.length).toBeGreaterThan(1);
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(spread(firstRow.map((card) => card.price))).toBeLessThan(1);
    expect(spread(firstRow.map((card) => card.moq))).toBeLessThan(1);
  });
});
