import type { APIRequestContext, Page } from "@playwright/test";
import type { OrderJson } from "@/domains/ordering/order-json";
import type { AdminOverviewJson } from "@/domains/admin/overview-json";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { demoAdmin, demoCustomer, logIn, newCustomer } from "./support/accounts";
import { bearerOf, type Auth } from "./support/api";
import { axeInBothThemes } from "./support/axe-themes";
import { allParts } from "./support/parts";

// The admin's dashboard home: the overview's figures, its two charts in both themes, axe in
// both themes; a customer's home is still the welcome.

const buyer = newCustomer("overview");
const HEADINGS = [
  "Revenue today",
  "Revenue, last 30 days",
  "Revenue per day, last 30 days",
  "Orders by state",
  "Unpaid orders about to expire",
  "Low stock",
  "Top parts, last 30 days",
];

async function placeAndPay(request: APIRequestContext, auth: Auth, part: PartJson) {
  const placed = await request.post("/api/orders", {
    headers: auth,
    data: {
      productInfo: { id: part._id, orderQty: String(part.orderQty) },
      address: { address: "9 Overview Road, Detroit", phone: "+1 313 555 0190" },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: OrderJson }).order;
  const intent = await request.post("/api/payment/create-payment-intent", {
    headers: auth,
    data: { orderId: order._id },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post("/api/payment/test-provider/confirm", {
    headers: auth,
    data: { clientSecret, card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return order;
}

async function openAsAdmin(page: Page) {
  await page.goto("/login?callbackUrl=%2Fdashboard");
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const chartsDrawn = async (page: Page) => {
  for (const chart of ["revenue-chart", "status-chart"])
    await expect(page.getByTestId(chart).locator("svg.recharts-surface")).toBeVisible();
};

test.describe.serial("Admin overview", () => {
  let paid: OrderJson;
  let overview: AdminOverviewJson;

  test.beforeAll(async ({ request, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const auth = await bearerOf(playwright, baseURL!, buyer, { signUp: true });
    const part = (await allParts(request)).find(
      (candidate) => candidate.orderMultiple === 1 && candidate.availableQty >= candidate.orderQty,
    )!;
    paid = await placeAndPay(request, auth, part);
    const admin = await bearerOf(playwright, baseURL!, demoAdmin);
    // The overview is up to a minute old: wait until it counts this payment.
    await expect
      .poll(
        async () => {
          const answer = await request.get("/api/admin/overview", { headers: admin });
          expect(answer.status()).toBe(200);
          overview = (await answer.json()) as AdminOverviewJson;
          return overview.topParts.some((top) => top._id === part._id);
        },
        { timeout: 75_000, intervals: [2_000] },
      )
      .toBe(true);
    expect(overview.revenue.today).toBeGreaterThanOrEqual(paid.total);
  });

  for (const theme of ["light", "night"] as const)
    test(`shows the figures and draws both charts in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await openAsAdmin(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
      for (const name of HEADINGS)
        await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      await expect(page.getByTestId("revenue-today")).toHaveText(/^[\d,]+\.\d\d\$$/);
      await chartsDrawn(page);
      await expect(
        page.getByRole("img", { name: /^Line chart of revenue per day over the last 30 days/ }),
      ).toBeVisible();
      await expect(
        page.getByRole("img", { name: /^Bar chart of orders by state: Unpaid/ }),
      ).toBeVisible();
      // The hidden table reads out the chart's figures: today's row is the day's revenue.
      const revenueRows = page.getByTestId("revenue-chart").locator("table tbody tr");
      await expect(revenueRows).toHaveCount(30);
      await expect(revenueRows.last().locator("td")).not.toHaveText("0.00$");
      await expect(page.getByTestId("top-parts")).toContainText(paid.productInfo.productName);
    });

  test("a customer's dashboard home is still the welcome", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard");
    await logIn(page, demoCustomer);
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome, ${demoCustomer.name}` }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overview" })).toHaveCount(0);
    await expect(page.getByTestId("revenue-chart")).toHaveCount(0);
  });

  axeInBothThemes("the admin's overview", "/dashboard", {
    signIn: async (page) => {
      await page.goto("/login?callbackUrl=%2Fdashboard");
      await logIn(page, demoAdmin);
    },
    ready: chartsDrawn,
  });
});
