import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { bearerOf, type Auth } from "./support/api";
import { demoAdmin, logIn, newCustomer } from "./support/accounts";
import { axeHere, axeInBothThemes } from "./support/axe-themes";
import { shipRow } from "./support/orders";

// Issue 31's journey of a business account. Steps 1–3 (applying, the shop's approval with terms,
// the company admin adding a buyer) go through the API: their screens (the Business account page,
// the admin Companies table) were built on another branch at the same time, and
// companies.spec.ts walks them in the browser. Steps 4–7 are in the browser here:
// the buyer's checkout that waits, Approvals, shipping on account, and the payment recorded.

test.describe.configure({ mode: "serial" });

const companyAdmin = newCustomer("fleet-admin");
const buyer = newCustomer("fleet-buyer");
const PO = `PO-${Date.now().toString(36).toUpperCase()}`;
let shop: Auth;
let part: { _id: string; productName: string };

/**
 * A page in a context of its own (its own cookies; axe wants a context made for it) signed in as
 * this user, opened at `path`, in a visit that has seen the preloader (as the shared `page`).
 */
async function pageOf(browser: Browser, user: typeof buyer, path: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    try {
      localStorage.setItem("preloader-seen", String(Date.now()));
    } catch {
      // a frame that is not the shop's own document (the contact page's map)
    }
  });
  const page = await context.newPage();
  await page.goto(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await logIn(page, user);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

test.beforeAll(async ({ playwright, baseURL, request }) => {
  shop = await bearerOf(playwright, baseURL!, demoAdmin);
  const admin = await bearerOf(playwright, baseURL!, companyAdmin, { signUp: true });
  const buyerAuth = await bearerOf(playwright, baseURL!, buyer, { signUp: true });
  // 1. A customer applies for a business account.
  const applied = await request.post("/api/companies", {
    headers: admin,
    data: { name: `Journey Fleet ${PO}`, phone: "+1 555 0142", address: "4 Depot Way, Detroit" },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const companyId = ((await applied.json()) as { _id: string })._id;
  // 2. The shop admin approves it: Net 30, a $5,000 limit, a PO number on every order.
  const approved = await request.patch(`/api/companies/${companyId}`, {
    headers: shop,
    data: { status: "approved", terms: "net30", creditLimit: 5000, poRequired: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  // 3. The company admin adds the buyer with a $500 spending limit.
  const added = await request.post(`/api/companies/${companyId}/members`, {
    headers: admin,
    data: { email: buyer.email, role: "buyer", spendingLimit: 500 },
  });
  expect(added.status(), await added.text()).toBe(201);
  // A part of its own at 8$ sold by 100: one line of the MOQ is the $800 checkout.
  const partNumber = `E2E-B2B-${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post("/api/parts", {
    headers: shop,
    data: {
      productName: `Fleet Brake Rotor ${partNumber}`,
      availableQty: "1000",
      orderQty: "100",
      price: "8",
      productDescription: "Made by the business journey test.",
      image: "/images/parts/air-filter.svg",
      partNumber,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const partId = ((await created.json()) as { insertedId: string }).insertedId;
  part = { _id: partId, productName: `Fleet Brake Rotor ${partNumber}` };
  const put = await request.put("/api/cart/lines", {
    headers: buyerAuth,
    data: { partId, quantity: 100 },
  });
  expect(put.ok(), await put.text()).toBe(true);
});

test.afterAll(async ({ request }) => {
  // Its orders keep their copy of the part; the shop's newest-first pages are the demo parts again.
  await request.delete(`/api/parts/${part._id}`, { headers: shop });
});

test("a buyer's $800 checkout waits, is approved, ships on account and is paid", async ({
  browser,
}) => {
  test.setTimeout(180_000);

  await test.step("4. the buyer's checkout on account above their limit waits", async () => {
    const page = await pageOf(browser, buyer, "/checkout");
    await expect(page.getByTestId("credit-available")).toHaveText(
      "Credit available: 5,000.00$ of 5,000.00$",
    );
    await axeHere(page);
    await page.getByLabel("Phone").fill("+1 313 555 0199");
    await page.getByLabel("Shipping address").fill("1200 Woodward Ave, Detroit, MI");
    await page.getByRole("radio", { name: "Pay on account" }).check();
    const place = page.getByRole("button", { name: "Place order: 1 line, 800.00$" });
    await place.click();
    await expect(
      page.getByText("Enter your PO number: your company asks for one on every order."),
    ).toBeVisible();
    await page.getByLabel("PO number").fill(PO);
    await place.click();
    await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "800.00$" })).toContainText(
      "waits for your company admin's approval",
    );
    await page.context().close();
  });

  await test.step("5. the company admin approves it in Approvals", async () => {
    const page = await pageOf(browser, companyAdmin, "/dashboard/approvals");
    await expect(
      page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Approvals" }),
    ).toBeVisible();
    const card = page.getByRole("article", { name: new RegExp(buyer.name) });
    await expect(card).toContainText("800.00$");
    await expect(card).toContainText(PO);
    await expect(card).toContainText("On account");
    await expect(card).toContainText(part.productName);
    await axeHere(page);
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`Approved: ${buyer.name}'s checkout goes on.`)).toBeVisible();
    await expect(page.getByText("No checkout is waiting for your approval.")).toBeVisible();
    await page.goto("/dashboard/invoices");
    const row = page.getByRole("row").filter({ hasText: PO });
    await expect(row).toContainText("800.00$");
    await expect(row).toContainText("Open");
    await expect(page.getByTestId("invoices-open")).toHaveText("800.00$");
    await page.context().close();
  });

  await test.step("6. the shop admin ships it on account in Manage Orders", async () => {
    const page = await pageOf(browser, demoAdmin, "/dashboard/manageOrder");
    const row = page.getByRole("row").filter({ hasText: buyer.email });
    await expect(row).toContainText("On account");
    await shipRow(page, row);
    await page.context().close();
  });

  await test.step("7. the shop admin records the payment; the invoice shows paid", async () => {
    const page = await pageOf(browser, demoAdmin, "/dashboard/manageInvoices");
    await page.getByRole("searchbox").fill(PO);
    const row = page.getByRole("row").filter({ hasText: PO });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Journey Fleet ${PO}`);
    await row.getByRole("button", { name: /^Record a payment for invoice/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Record a payment: INV-/ });
    await dialog.getByLabel("Amount ($)").fill("900");
    await dialog.getByLabel("Bank reference").fill(`WIRE-${PO}`);
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "This payment is more than the invoice still owes (800.00$).",
    );
    await dialog.getByLabel("Amount ($)").fill("800");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Invoice INV-\d+ is paid in full\.$/)).toBeVisible();
    await expect(row).toContainText("Paid");
    await expect(row.getByRole("button", { name: /^Record a payment/ })).toHaveCount(0);
    await page.context().close();
  });
});

const asCompanyAdmin = { signIn: (page: Page) => signInAt(page, companyAdmin) };
const asShopAdmin = { signIn: (page: Page) => signInAt(page, demoAdmin) };
async function signInAt(page: Page, user: typeof buyer) {
  await page.goto("/login");
  await logIn(page, user);
}
const tableLoaded = async (page: Page) =>
  expect(page.getByRole("row").filter({ hasText: PO })).toHaveCount(1);

axeInBothThemes("the company's statement", "/dashboard/invoices", {
  ...asCompanyAdmin,
  ready: tableLoaded,
});
axeInBothThemes("Approvals with none waiting", "/dashboard/approvals", {
  ...asCompanyAdmin,
  ready: (page) =>
    expect(page.getByText("No checkout is waiting for your approval.")).toBeVisible(),
});
axeInBothThemes("Manage Invoices", `/dashboard/manageInvoices?q=${PO}`, {
  ...asShopAdmin,
  ready: tableLoaded,
});
