import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import type { OrderJson } from "@/domains/ordering/order-json";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { demoAdmin, logIn, newCustomer } from "./support/accounts";
import { bearerOf, type Auth } from "./support/api";
import { axeInBothThemes } from "./support/axe-themes";
import { allParts } from "./support/parts";

// Manage Orders and Manage Users as server-side tables: search, filter, sort, the address
// keeping the state, CSV export, shipping from a filtered page, and taking an admin role away.

const buyer = newCustomer("tables");

async function order(request: APIRequestContext, auth: Auth, part: PartJson, qty: number) {
  const placed = await request.post("/api/orders", {
    headers: auth,
    data: {
      productInfo: { id: part._id, orderQty: String(qty) },
      address: { address: "7 Table Street, Detroit", phone: "+1 313 555 0177" },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: OrderJson }).order;
}

async function pay(request: APIRequestContext, auth: Auth, placed: OrderJson) {
  const intent = await request.post("/api/payment/create-payment-intent", {
    headers: auth,
    data: { orderId: placed._id },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post("/api/payment/test-provider/confirm", {
    headers: auth,
    data: { clientSecret, card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test.describe.serial("Admin tables", () => {
  test.beforeAll(async ({ request, playwright, baseURL }) => {
    const auth = await bearerOf(playwright, baseURL!, buyer, { signUp: true });
    const roomy = (await allParts(request))
      .filter((part) => part.orderMultiple === 1 && part.availableQty >= part.orderQty * 3)
      .slice(0, 3);
    const placed = [];
    for (const [index, part] of roomy.entries())
      placed.push(await order(request, auth, part, part.orderQty * (index + 1)));
    await pay(request, auth, placed[0]!);
    await pay(request, auth, placed[1]!);
  });

  test("Manage Orders: search an email, filter to Paid, sort by total, export, ship", async ({
    page,
  }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard%2FmanageOrder");
    await logIn(page, demoAdmin);
    const rows = page.getByTestId("manage-order-row");
    // The rows come from the browser's first fetch: the page is interactive once they show.
    await expect(rows.first()).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(buyer.email);
    await expect(page).toHaveURL(/q=tables-/);
    await expect(rows).toHaveCount(3);
    await expect(page.getByText("3 results · Page 1 of 1")).toBeVisible();

    await page.getByLabel("Status").selectOption("paid");
    await expect(page).toHaveURL(/status=paid/);
    await expect(rows).toHaveCount(2);

    const table = page.getByRole("table", { name: "All orders" });
    const totalHeader = page.getByRole("columnheader", { name: /Total price/ });
    const totals = async () => {
      await expect(table).toHaveAttribute("aria-busy", "false");
      return (await rows.locator("td:nth-child(8)").allTextContents()).map((text) =>
        Number(text.replace(/[^\d.]/g, "")),
      );
    };
    await totalHeader.getByRole("button").click();
    await expect(totalHeader).toHaveAttribute("aria-sort", "descending");
    const descending = await totals();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await totalHeader.getByRole("button").click();
    await expect(totalHeader).toHaveAttribute("aria-sort", "ascending");
    const ascending = await totals();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    // The back button undoes the last change of sort: the address holds the table's state.
    await page.goBack();
    await expect(totalHeader).toHaveAttribute("aria-sort", "descending");
    await expect(rows).toHaveCount(2);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("orders.csv");
    const csv = fs
      .readFileSync((await file.path())!, "utf8")
      .trim()
      .split("\n");
    expect(csv[0]).toContain("Order ID,Placed at,Customer,Email");
    expect(csv).toHaveLength(3);
    for (const line of csv.slice(1)) expect(line).toContain(buyer.email);
    await expect(page.getByText("Exported 2 rows.")).toBeVisible();

    const first = rows.first();
    await first.getByRole("button", { name: /Shipped/ }).click();
    await page
      .getByRole("dialog", { name: "Are you sure?" })
      .getByRole("button", { name: /Ship/ })
      .click();
    await page.getByRole("dialog", { name: "Yeah!" }).getByRole("button", { name: "OK" }).click();
    await page.getByLabel("Status").selectOption("shipped");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Delivered");

    // The shipped order's page: its timeline from placing to shipping, the admin named.
    await rows
      .first()
      .getByRole("link", { name: /^Details of the order for/ })
      .click();
    const timeline = page.getByTestId("order-timeline");
    for (const step of ["Placed", "Payment started", "Paid", "Shipped"])
      await expect(timeline.getByText(step, { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/status=shipped/);
    await expect(rows).toHaveCount(1);
  });

  test("Manage Orders says when nothing matches, and clears back to every order", async ({
    page,
  }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard%2FmanageOrder");
    await logIn(page, demoAdmin);
    await page.goto("/dashboard/manageOrder?q=no-such-order-anywhere");
    await expect(page.getByText("Nothing matches this search and these filters.")).toBeVisible();
    // No rows, nothing to export.
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled();
    await expect(page).toHaveURL(/\/dashboard\/manageOrder$/);
    await expect(page.getByTestId("manage-order-row").first()).toBeVisible();
  });

  test("Manage Products: low stock filter, sort by price, a search", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard%2FmanageProducts");
    await logIn(page, demoAdmin);
    const rows = page.getByTestId("manage-product-row");
    await expect(rows.first()).toBeVisible();
    const table = page.getByRole("table", { name: "All products" });
    await page.getByLabel("Stock").selectOption("lowStock");
    await expect(page).toHaveURL(/lowStock=1/);
    await expect(table).toHaveAttribute("aria-busy", "false");
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText("Low stock");

    await page.getByLabel("Stock").selectOption("");
    const priceHeader = page.getByRole("columnheader", { name: /^Price/ });
    await priceHeader.getByRole("button").click();
    await expect(priceHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(table).toHaveAttribute("aria-busy", "false");
    const prices = (await rows.locator("td:nth-child(6)").allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, "")),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole("searchbox", { name: "Search" }).fill("BP-1234");
    await expect(rows.first()).toContainText("BP-1234");
  });

  test("Manage Users: search, filter by role, take the admin role away with a confirmation", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const promoted = newCustomer("demoted");
    await bearerOf(playwright, baseURL!, promoted, { signUp: true });
    const admin = await bearerOf(playwright, baseURL!, demoAdmin);
    const made = await request.put("/api/user/admin", {
      headers: admin,
      data: { email: promoted.email },
    });
    expect(await made.json()).toEqual({ modifiedCount: 1 });

    await page.goto("/login?callbackUrl=%2Fdashboard%2FallUsers");
    await logIn(page, demoAdmin);
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill("demoted-");
    await page.getByRole("combobox", { name: "Role" }).selectOption("admin");
    // The role picked while the search still waited for typing to pause: the address keeps both.
    await expect(page).toHaveURL(/role=admin/);
    await expect(page).toHaveURL(/q=demoted-/);
    const row = page.getByRole("row").filter({ hasText: promoted.email });
    await expect(row.getByText("Admin", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Remove admin role of ${promoted.email}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`${promoted.email} will become a customer`);
    await dialog.getByRole("button", { name: "Remove admin" }).click();
    await expect(page.getByText(`User: ${promoted.email} is no longer an admin.`)).toBeVisible();
    // The message comes with the answer; the table's reload follows (slow under a full CI load).
    await expect(row).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole("combobox", { name: "Role" }).selectOption("user");
    await expect(row.getByText("User", { exact: true })).toBeVisible();
  });
});

axeInBothThemes("Manage Orders with a search", "/dashboard/manageOrder?q=tables-", {
  signIn: async (page) => {
    await page.goto("/login");
    await logIn(page, demoAdmin);
  },
  ready: async (page) => {
    await expect(page.getByTestId("manage-order-row").first()).toBeVisible();
  },
});
