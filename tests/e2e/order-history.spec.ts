import type { Locator, Page } from "@playwright/test";
import type { OrderJson } from "@/domains/ordering/order-json";
import { test, expect } from "./fixtures";
import { type Auth, bearerOf } from "./support/api";
import { demoAdmin, logIn, newCustomer } from "./support/accounts";
import { axeInBothThemes } from "./support/axe-themes";
import { CARD, payOrder, roomyParts } from "./support/orders";
import { US_DESTINATION } from "./support/addresses";

// My Orders as an order history (issue 28), one test per defect the walk found: the Pay of a
// paid checkout, the checkout's lines grouped, the columns at 1366 px, the cards at 390 px, and
// the tracking of a shipped order.

const SHIPPING = {
  address: "1200 Woodward Ave",
  phone: "+1 313 555 0199",
  ...US_DESTINATION,
};

const dollars = (value: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const shortNumber = (id: string) =>
  id
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 8)
    .toUpperCase();

/** Whether `inner` lies wholly inside `outer` horizontally (a pixel of rounding allowed). */
function within(inner: { x: number; width: number }, outer: { x: number; width: number }) {
  return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
}

async function openMyOrders(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fmy-orders");
  await logIn(page, user);
  await expect(page.getByTestId("my-order-row").first()).toBeVisible();
}

/** Each order of the history: a checkout (its head row) or a single order (its one row). */
const orderHeads = (page: Page): Locator =>
  page.getByTestId("my-checkout-head").or(page.getByTestId("my-single-order").locator("tr"));

test.describe.serial("My Orders as an order history", () => {
  const buyer = newCustomer("history");
  let customer: Auth;
  let admin: Auth;
  let lines: OrderJson[] = [];
  let checkoutId = "";
  let checkoutTotal = 0;
  let single: OrderJson;

  // A checkout of two lines (left unpaid: the first test pays it in the browser), and a single
  // order paid and shipped by UPS with a tracking number.
  test.beforeAll(async ({ playwright, baseURL, request }) => {
    customer = await bearerOf(playwright, baseURL!, buyer, { signUp: true });
    admin = await bearerOf(playwright, baseURL!, demoAdmin);
    const parts = await roomyParts(request, 3);
    for (const part of parts.slice(0, 2)) {
      const put = await request.put("/api/cart/lines", {
        headers: customer,
        data: { partId: part._id, quantity: part.orderQty },
      });
      expect(put.ok(), await put.text()).toBe(true);
    }
    const placed = await request.post("/api/checkout", {
      headers: customer,
      data: { address: SHIPPING },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const checkout = (await placed.json()) as { checkoutId: string; orders: OrderJson[] };
    ({ checkoutId, orders: lines } = checkout);
    checkoutTotal = lines.reduce((sum, line) => sum + Math.round(line.total * 100), 0) / 100;

    const part = parts[2]!;
    const ordered = await request.post("/api/orders", {
      headers: customer,
      data: { productInfo: { id: part._id, orderQty: String(part.orderQty) }, address: SHIPPING },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    single = ((await ordered.json()) as { order: OrderJson }).order;
    await payOrder(request, customer, single._id);
    const shipped = await request.patch(`/api/orders/shipped/${single._id}`, {
      headers: admin,
      data: { carrier: "UPS", trackingNumber: "1Z999AA10123456784" },
    });
    expect(shipped.ok(), await shipped.text()).toBe(true);
  });

  test("after paying a checkout its Pay shows the checkout's total, disabled (not 0.00$)", async ({
    page,
  }) => {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/payment/${checkoutId}`)}`);
    await logIn(page, buyer);
    await page.getByLabel("Card number").fill(CARD.number);
    await page.getByLabel(/Expiry/).fill(CARD.expiry);
    await page.getByLabel("CVC").fill(CARD.cvc);
    await page.getByRole("button", { name: `Pay ${dollars(checkoutTotal)}$` }).click();
    const dialog = page.getByRole("dialog", { name: "Congrats!!" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "OK" }).click();
    const head = page.getByTestId("my-checkout-head");
    await expect(head).toContainText("Processing");
    await expect(
      head.getByRole("button", { name: `Pay ${dollars(checkoutTotal)}$`, exact: true }),
    ).toBeDisabled();
  });

  test("a checkout's lines are grouped under its number, date and total", async ({ page }) => {
    await openMyOrders(page, buyer);
    const checkout = page.getByTestId("my-checkout");
    await expect(checkout).toHaveCount(1);
    const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(
      new Date(lines[0]!.createdAt),
    );
    await expect(checkout.getByTestId("my-checkout-head")).toContainText(
      new RegExp(
        `Checkout #${shortNumber(checkoutId)}\\s*${date}\\s*2 lines\\s*Total ${dollars(checkoutTotal)}\\$`,
      ),
    );
    const rows = checkout.getByTestId("my-order-row");
    await expect(rows).toHaveCount(lines.length);
    for (const line of lines)
      await expect(rows.filter({ hasText: line.productInfo.productName })).toHaveCount(1);
  });

  test("a single order is one line with its number, date, status and Pay", async ({ page }) => {
    await openMyOrders(page, buyer);
    const row = page.getByTestId("my-single-order").getByTestId("my-order-row");
    await expect(row).toContainText(`Order #${shortNumber(single._id)}`);
    await expect(row).toContainText("Delivered");
    await expect(
      row.getByRole("button", { name: `Pay ${dollars(single.total)}$`, exact: true }),
    ).toBeDisabled();
  });

  test.describe("at 1366×900", () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test("no header cell of My Orders is clipped, and each lies inside the table's box", async ({
      page,
    }) => {
      await openMyOrders(page, buyer);
      const container = (await page.getByTestId("my-orders").locator("..").boundingBox())!;
      const headers = page.getByTestId("my-orders").locator("thead th");
      await expect(headers).toHaveCount(9);
      for (const header of await headers.all()) {
        const fits = await header.evaluate((cell) => cell.scrollWidth <= cell.clientWidth);
        const box = (await header.boundingBox())!;
        expect({
          header: await header.textContent(),
          fits,
          inside: within(box, container),
        }).toEqual({ header: await header.textContent(), fits: true, inside: true });
      }
    });

    test("My Orders needs no sideways scroll", async ({ page }) => {
      await openMyOrders(page, buyer);
      const overflow = await page.evaluate(() => {
        const table = document.querySelector("[data-testid=my-orders]")!;
        const box = table.parentElement!;
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          table: box.scrollWidth - box.clientWidth,
        };
      });
      expect(overflow).toEqual({ page: 0, table: 0 });
      await expect(page.getByText("Scroll sideways to see every column.")).toHaveCount(0);
    });

    test("the checkout's badge holds its text inside its pill", async ({ page }) => {
      await openMyOrders(page, buyer);
      const badge = page.getByTestId("checkout-badge");
      await expect(badge).toHaveText(`Checkout #${shortNumber(checkoutId)}`);
      const spill = await badge.evaluate((pill) => ({
        width: pill.scrollWidth - pill.clientWidth,
        height: pill.scrollHeight - pill.clientHeight,
      }));
      expect(spill).toEqual({ width: 0, height: 0 });
    });
  });

  test.describe("at 390×844", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("each order is a card with its status and Pay in view", async ({ page }) => {
      await openMyOrders(page, buyer);
      const viewport = { x: 0, width: 390 };
      const heads = orderHeads(page);
      await expect(heads).toHaveCount(2);
      for (const head of await heads.all()) {
        const card = head.locator("xpath=ancestor::tbody[1]");
        expect(await card.evaluate((body) => getComputedStyle(body).display)).toBe("block");
        const status = head.getByText(/^(Pending|Processing|Delivered|Expired)$/);
        const pay = head
          .getByRole("button", { name: /^Pay / })
          .or(head.getByRole("link", { name: /^Pay / }));
        for (const part of [status, pay]) {
          await expect(part).toBeVisible();
          expect(within((await part.boundingBox())!, viewport)).toBe(true);
        }
      }
    });

    test("the page is never wider than the phone", async ({ page }) => {
      await openMyOrders(page, buyer);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  });

  test("a shipped order's tracking links to the carrier, on My Orders and its detail page", async ({
    page,
  }) => {
    const url = "https://www.ups.com/track?tracknum=1Z999AA10123456784";
    await openMyOrders(page, buyer);
    const row = page.getByTestId("my-single-order");
    await expect(row.getByRole("link", { name: /^Track the shipment: UPS/ })).toHaveAttribute(
      "href",
      url,
    );
    await row.getByRole("link", { name: /^Details/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Order details" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Track the shipment: UPS/ })).toHaveAttribute(
      "href",
      url,
    );
  });

  test("the admin's ship dialog takes a carrier and a tracking number for a checkout line", async ({
    page,
    browser,
  }) => {
    const line = lines[0]!;
    const adminPage = await browser.newPage();
    await adminPage.goto("/login?callbackUrl=%2Fdashboard%2FmanageOrder");
    await logIn(adminPage, demoAdmin);
    const row = adminPage
      .getByTestId("manage-order-row")
      .filter({ hasText: buyer.email })
      .filter({ hasText: line.productInfo.productName });
    await row.getByRole("button", { name: /^Shipped/ }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Are you sure?" });
    await dialog.getByLabel(/^Carrier/).fill("fedex");
    await dialog.getByLabel(/^Tracking number/).fill("1234 5678 9012");
    await dialog.getByRole("button", { name: "Ship it" }).click();
    await expect(adminPage.getByRole("dialog", { name: "Yeah!" })).toContainText(
      "Your Product is shipped.",
    );
    await adminPage.close();

    await openMyOrders(page, buyer);
    const shipped = page
      .getByTestId("my-checkout")
      .getByTestId("my-order-row")
      .filter({ hasText: line.productInfo.productName });
    await expect(shipped).toContainText("Delivered");
    await expect(shipped.getByRole("link", { name: /^Track the shipment: FedEx/ })).toHaveAttribute(
      "href",
      "https://www.fedex.com/fedextrack/?trknbr=123456789012",
    );
  });

  // The history as a table and as cards, with a checkout, a paid line and a tracking link.
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });
      axeInBothThemes("My Orders", "/dashboard/my-orders", {
        signIn: async (page) => {
          await page.goto("/login");
          await logIn(page, buyer);
        },
        ready: async (page) => {
          await expect(page.getByTestId("my-checkout-head")).toBeVisible();
        },
      });
    });
  }
});
