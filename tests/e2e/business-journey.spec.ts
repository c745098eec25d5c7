import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { bearerOf, type Auth } from "./support/api";
import { demoAdmin, logIn, newCustomer } from "./support/accounts";
import { axeHere, axeInBothThemes } from "./support/axe-themes";
import { cents, money, shipRow, shownCharges } from "./support/orders";
import { fillUsAddress } from "./support/addresses";

// Issue 31's journey of a business account, every step in the browser: a customer applies, the
// shop approves it with terms, the company admin adds a buyer, the buyer's checkout waits, the
// company admin approves it, it ships on account, and the shop records the payment.
// companies.spec.ts walks the same screens' validation, invitations and removals.

test.describe.configure({ mode: "serial" });

const companyAdmin = newCustomer("fleet-admin");
const buyer = newCustomer("fleet-buyer");
const PO = `PO-${Date.now().toString(36).toUpperCase()}`;
let shop: Auth;
let part: { _id: string; productName: string };
/** What the checkout charges: the $800 of goods plus shipping and tax to Detroit (MI). */
let total = 0;

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
  await bearerOf(playwright, baseURL!, companyAdmin, { signUp: true });
  const buyerAuth = await bearerOf(playwright, baseURL!, buyer, { signUp: true });
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
  test.setTimeout(240_000);
  const company = `Journey Fleet ${PO}`;

  await test.step("1. a customer applies for a business account", async () => {
    const page = await pageOf(browser, companyAdmin, "/dashboard/business");
    const form = page.getByRole("region", { name: "Apply for a business account" });
    await form.getByLabel("Company name").fill(company);
    await form.getByLabel("Phone").fill("+1 555 0142");
    await form.getByLabel("Address").fill("4 Depot Way, Detroit");
    await form.getByRole("button", { name: "Apply" }).click();
    const summary = page.getByRole("region", { name: company });
    await expect(summary.getByText("Pending", { exact: true })).toBeVisible();
    await page.context().close();
  });

  await test.step("2. the shop admin approves it: Net 30, $5,000, PO required", async () => {
    const page = await pageOf(browser, demoAdmin, "/dashboard/companies");
    // Typed once the table has rows on show: text typed before hydration would be lost.
    await expect(page.getByTestId("company-row").first()).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(company);
    await expect(page.getByTestId("company-row")).toHaveCount(1);
    await page.getByRole("button", { name: `Decide on ${company}` }).click();
    const dialog = page.getByRole("dialog", { name: `Decide on ${company}` });
    await dialog.getByLabel("Status").selectOption("approved");
    await dialog.getByLabel("Payment terms").selectOption("net30");
    await dialog.getByLabel("Credit limit ($)").fill("5000");
    await dialog.getByLabel("PO number required").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`${company} saved: Approved, Net 30.`)).toBeVisible();
    await page.context().close();
  });

  await test.step("3. the company admin adds the buyer with a $500 limit", async () => {
    const page = await pageOf(browser, companyAdmin, "/dashboard/business");
    const addForm = page.getByRole("form", { name: "Add a member" });
    await addForm.getByLabel("Email").fill(buyer.email);
    await addForm.getByLabel("Role").selectOption("buyer");
    await addForm.getByLabel("Spending limit ($)").fill("500");
    await addForm.getByRole("button", { name: "Add member" }).click();
    await expect(page.getByText(`${buyer.email} joined the company.`)).toBeVisible();
    const row = page.getByTestId("company-member-row").filter({ hasText: buyer.email });
    await expect(row).toContainText("500.00$");
    await page.context().close();
  });

  await test.step("4. the buyer's checkout on account above their limit waits", async () => {
    const page = await pageOf(browser, buyer, "/checkout");
    await expect(page.getByTestId("credit-available")).toHaveText(
      "Credit available: 5,000.00$ of 5,000.00$",
    );
    await axeHere(page);
    await page.getByLabel("Phone").fill("+1 313 555 0199");
    await page.getByLabel("Shipping address").fill("1200 Woodward Ave");
    await fillUsAddress(page);
    await page.getByRole("radio", { name: "Pay on account" }).check();
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals).toHaveAttribute("aria-busy", "false");
    const charges = await shownCharges(totals.getByTestId("charge-list"));
    expect(charges.subtotal).toBe(800);
    expect(charges.tax).toBeGreaterThan(0);
    total = charges.total;
    // Above the buyer's $500 limit either way; the button offers what the totals box shows.
    const place = page.getByRole("button", { name: `Place order: 1 line, ${money(total)}` });
    await place.click();
    await expect(
      page.getByText("Enter your PO number: your company asks for one on every order."),
    ).toBeVisible();
    await page.getByLabel("PO number").fill(PO);
    await place.click();
    await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: money(total) })).toContainText(
      "waits for your company admin's approval",
    );
    // A buyer is not one of the company's admins: the statement says whom it is for, and no
    // call of it is made only to be refused.
    const refused: string[] = [];
    page.on("response", (answer) => {
      if (answer.status() === 403) refused.push(answer.url());
    });
    await page.goto("/dashboard/invoices");
    await expect(page.getByText("Invoices are for your company's admins.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  await test.step("5. the company admin approves it in Approvals", async () => {
    const page = await pageOf(browser, companyAdmin, "/dashboard/approvals");
    await expect(
      page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Approvals" }),
    ).toBeVisible();
    const card = page.getByRole("article", { name: new RegExp(buyer.name) });
    await expect(card).toContainText(money(total));
    await expect(card).toContainText(PO);
    await expect(card).toContainText("On account");
    await expect(card).toContainText(part.productName);
    await axeHere(page);
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`Approved: ${buyer.name}'s checkout goes on.`)).toBeVisible();
    await expect(page.getByText("No checkout is waiting for your approval.")).toBeVisible();
    await page.goto("/dashboard/invoices");
    const row = page.getByRole("row").filter({ hasText: PO });
    await expect(row).toContainText(money(total));
    await expect(row).toContainText("Open");
    await expect(page.getByTestId("invoices-open")).toHaveText(money(total));
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
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("searchbox").fill(PO);
    const row = page.getByRole("row").filter({ hasText: PO });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(company);
    await row.getByRole("button", { name: /^Record a payment for invoice/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Record a payment: INV-/ });
    // A cent more than the invoice owes (the checkout's total) is refused; the total is taken.
    await dialog.getByLabel("Amount ($)").fill(((cents(total) + 1) / 100).toFixed(2));
    await dialog.getByLabel("Bank reference").fill(`WIRE-${PO}`);
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      `This payment is more than the invoice still owes (${money(total)}).`,
    );
    await dialog.getByLabel("Amount ($)").fill(total.toFixed(2));
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
