import type { APIRequestContext, Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import type { OrderJson } from "@/domains/ordering/order-json";
import { test, expect } from "./fixtures";
import { demoAdmin, latestMailTo, logIn, newCustomer, signUp } from "./support/accounts";
import { shipRow } from "./support/orders";
import { fillUsAddress } from "./support/addresses";

type Part = PartJson;

/** A seeded part with room for a few orders of twice its MOQ. */
async function roomyPart(request: APIRequestContext, skip = 0): Promise<Part> {
  const parts = (await (await request.get("/api/parts")).json()) as Part[];
  const roomy = parts.filter((part) => part.availableQty >= part.orderQty * 6);
  const part = roomy[skip];
  if (!part) throw new Error("No seeded part has enough stock");
  return part;
}

const dollars = (value: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const cents = (amount: number) => Math.round(amount * 100);

/** Places the order through the purchase form; answers the order the server placed. */
async function placeOrder(page: Page, part: Part, quantity: number): Promise<OrderJson> {
  await page.goto(`/purchase/${part._id}`);
  await expect(page.getByRole("heading", { level: 1, name: part.productName })).toBeVisible();
  await page.getByLabel("Phone").fill("+1 313 555 0199");
  await page.getByLabel("Shipping address").fill("1200 Woodward Ave");
  await fillUsAddress(page);
  await page.getByLabel(/Order quantity/).fill(String(quantity));
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/orders",
  );
  await page.getByRole("button", { name: "Place Order" }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByText("Your order has been placed.").first()).toBeVisible();
  return ((await response.json()) as { order: OrderJson }).order;
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel(/Expiry/).fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay .*\$$/ }).click();
}

test.describe.serial("Ordering and paying", () => {
  const buyer = newCustomer("order");
  let part: Part;
  let order: OrderJson;
  let transactionId = "";

  test("a customer orders twice the MOQ and the stock goes down", async ({ page, request }) => {
    part = await roomyPart(request);
    await signUp(page, buyer);
    order = await placeOrder(page, part, part.orderQty * 2);
    // Charged the goods plus shipping and tax to the Detroit address (MI 6%, goods only).
    expect(cents(order.subtotal)).toBe(cents(part.price * part.orderQty * 2));
    expect(order.taxState).toBe("MI");
    expect(cents(order.total)).toBe(cents(order.subtotal + order.shipping + order.tax));
    expect(order.tax).toBeGreaterThan(0);
    await expect(page.getByTestId("available-quantity")).toHaveText(
      `${part.availableQty - part.orderQty * 2} pcs`,
    );
    const mail = await latestMailTo(buyer.email);
    expect(mail).toContain(`We received your order for ${part.productName}`);
    expect(mail).toContain(`${dollars(order.subtotal)}$`);
    expect(mail).toContain(`${dollars(order.total)}$`);
    expect(mail).toMatch(/\/dashboard\/payment\/[\w-]+/);
  });

  test("My Orders shows it Pending and Unpaid; a declined card leaves it unpaid", async ({
    page,
  }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard%2Fmy-orders");
    await logIn(page, buyer);
    const row = page.getByTestId("my-order-row").filter({ hasText: part.productName });
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("Unpaid");
    await expect(row).toContainText("Not Available yet.");
    // Pay charges the order's total: goods, shipping and tax.
    await row.getByRole("link", { name: `Pay ${dollars(order.total)}$` }).click();
    await expect(page.getByText(/test mode/i).first()).toBeVisible();
    await expect(page.getByRole("button", { name: `Pay ${dollars(order.total)}$` })).toBeVisible();
    await payWithCard(page, "4000 0000 0000 0002");
    await expect(page.getByText("Your card was declined.").first()).toBeVisible();
    await page.goto("/dashboard/my-orders");
    await expect(page.getByTestId("my-order-row").first()).toContainText("Unpaid");
  });

  test("paying with 4242… shows Congrats with the transaction id, then Processing", async ({
    page,
  }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard%2Fmy-orders");
    await logIn(page, buyer);
    const row = page.getByTestId("my-order-row").first();
    await row.getByRole("link", { name: /^Pay / }).click();
    await payWithCard(page, "4242 4242 4242 4242");
    const dialog = page.getByRole("dialog", { name: "Congrats!!" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const text = await dialog
      .getByText(/Payment successfully done\. Here is your TransactionID /)
      .textContent();
    transactionId = (text ?? "")
      .replace("Payment successfully done. Here is your TransactionID ", "")
      .trim();
    expect(transactionId).toMatch(/^pi_/);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(row).toContainText("Processing");
    await expect(row).toContainText(transactionId);
    await expect(row.getByRole("button", { name: /^Pay / })).toBeDisabled();
    await expect(row.getByRole("button", { name: /Delete order/ })).toBeDisabled();
    expect(await latestMailTo(buyer.email, "Payment received")).toContain(transactionId);
  });

  test("the admin ships it and the customer sees Delivered", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard%2FmanageOrder");
    await logIn(page, demoAdmin);
    const row = page.getByRole("row").filter({ hasText: buyer.email });
    await expect(row).toContainText("Pending");
    await shipRow(page, row);
    await page.getByRole("dialog", { name: "Yeah!" }).getByRole("button", { name: "OK" }).click();
    await expect(row).toContainText("Delivered");
    expect(await latestMailTo(buyer.email, "has shipped")).toContain("Your order is on its way.");

    await page.context().clearCookies();
    await page.goto("/login?callbackUrl=%2Fdashboard%2Fmy-orders");
    await logIn(page, buyer);
    await expect(page.getByTestId("my-order-row").first()).toContainText("Delivered");
  });
});

test.describe("Order form and deleting", () => {
  test("live messages keep Place Order disabled until the order is valid", async ({
    page,
    request,
  }) => {
    const part = await roomyPart(request, 1);
    await signUp(page, newCustomer("rules"));
    await page.goto(`/purchase/${part._id}`);
    const quantity = page.getByLabel(/Order quantity/);
    await expect(quantity).toHaveValue(String(part.orderQty));
    const placeOrder = page.getByRole("button", { name: "Place Order" });
    await quantity.fill(String(part.orderQty - 1));
    await expect(page.getByText(`Quantity must be greater than ${part.orderQty}`)).toBeVisible();
    await expect(placeOrder).toBeDisabled();
    await quantity.fill(String(part.availableQty + 1));
    await expect(
      page.getByText(`Your order quantity should be in ${part.availableQty}`),
    ).toBeVisible();
    await expect(placeOrder).toBeDisabled();
    await quantity.fill("");
    await expect(page.getByText("Order Quantity field is required")).toBeVisible();
    await quantity.fill(String(part.orderQty));
    await page.getByLabel("Phone").fill("call me");
    await expect(page.getByText("Phone Number must be number value")).toBeVisible();
    await page.getByLabel("Phone").fill("");
    await expect(page.getByText("Phone field is required")).toBeVisible();
    await page.getByLabel("Phone").fill("555 0100");
    await page.getByLabel("Shipping address").fill("x");
    await page.getByLabel("Shipping address").fill("");
    await expect(page.getByText("Address field is required")).toBeVisible();
    await page.getByLabel("Shipping address").fill("9 Elm St");
    await expect(placeOrder).toBeEnabled();
  });

  test("a customer deletes an unpaid order after confirming, and the stock returns", async ({
    page,
    request,
  }) => {
    const part = await roomyPart(request, 2);
    await signUp(page, newCustomer("delete"));
    await placeOrder(page, part, part.orderQty);
    await page.goto("/dashboard/my-orders");
    await page.getByRole("button", { name: /Delete order/ }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm).toContainText("You won't be able to revert this!");
    await confirm.getByRole("button", { name: /Delete/ }).click();
    await expect(page.getByRole("dialog", { name: "Deleted!" })).toContainText(
      "Your order has been deleted.",
    );
    await page
      .getByRole("dialog", { name: "Deleted!" })
      .getByRole("button", { name: "OK" })
      .click();
    await expect(page.getByText("Not Order Placed yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Make Order" })).toHaveAttribute(
      "href",
      "/allParts",
    );
    const after = (await (await request.get(`/api/parts/${part._id}`)).json()) as Part;
    expect(after.availableQty).toBe(part.availableQty);
  });
});
