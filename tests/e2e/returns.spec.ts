import type { APIRequestContext } from "@playwright/test";
import type { OrderJson } from "@/domains/ordering";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { demoAdmin, latestMailTo, logIn, newCustomer } from "./support/accounts";
import { bearerOf, type Auth } from "./support/api";
import { axeHere } from "./support/axe-themes";
import { payOrder, roomyParts } from "./support/orders";

// Issue 34's journey: a core deposit bought, shipped, its core returned from the Returns page and
// refunded from the admins' Returns table; and a wrong part that lands on Fitment review.
test.describe.configure({ mode: "serial" });

const buyer = newCustomer("returner");
let buyerAuth: Auth;
let adminAuth: Auth;
let corePart: PartJson;
let coreOrder: OrderJson;
let wrongPart: PartJson;
let wrongOrder: OrderJson;
let rma = "";

async function boughtAndShipped(request: APIRequestContext, part: PartJson) {
  const placed = await request.post("/api/orders", {
    headers: buyerAuth,
    data: {
      productInfo: { id: part._id, orderQty: String(part.orderQty) },
      address: { address: "34 Core Street, Detroit, MI", phone: "+1 313 555 0134" },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: OrderJson };
  await payOrder(request, buyerAuth, order._id);
  const shipped = await request.patch(`/api/orders/shipped/${order._id}`, {
    headers: adminAuth,
    data: { shipped: true },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  return order;
}

test.beforeAll(async ({ playwright, baseURL, request }) => {
  buyerAuth = await bearerOf(playwright, baseURL!, buyer, { signUp: true });
  adminAuth = await bearerOf(playwright, baseURL!, demoAdmin);
  const parts = (await (await request.get("/api/parts")).json()) as PartJson[];
  corePart = parts.find((part) => part.coreCharge > 0 && part.availableQty >= part.orderQty)!;
  expect(corePart, "the demo part with a core deposit").toBeDefined();
  [wrongPart] = (await roomyParts(request, 1)) as [PartJson];
  coreOrder = await boughtAndShipped(request, corePart);
  wrongOrder = await boughtAndShipped(request, wrongPart);
});

test("the customer returns the core from the Returns page's outstanding cores", async ({
  page,
}) => {
  test.slow();
  await page.goto("/login");
  await logIn(page, buyer);
  await page.goto("/dashboard/returns");
  const core = page.getByTestId("outstanding-core-row");
  await expect(core).toHaveCount(1);
  await expect(core).toContainText(corePart.productName);
  await expect(core).toContainText(String(coreOrder.productInfo.orderQty));
  await axeHere(page);

  await core.getByRole("button", { name: `Return cores of ${corePart.productName}` }).click();
  const form = page.getByRole("dialog", { name: `Return ${corePart.productName}` });
  await expect(form.getByLabel("Reason")).toHaveValue("core");
  await form.getByLabel("Quantity").fill(String(coreOrder.productInfo.orderQty + 1));
  await form.getByRole("button", { name: "Request return" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await form.getByLabel("Quantity").fill(String(coreOrder.productInfo.orderQty));
  await form.getByRole("button", { name: "Request return" }).click();

  const opened = page.getByRole("status").filter({ hasText: "Return authorisation (PDF)" });
  await expect(opened).toContainText(/Return RMA-\d+ requested/);
  rma = /RMA-\d+/.exec((await opened.textContent()) ?? "")![0];
  await expect(opened.getByRole("link", { name: "Return authorisation (PDF)" })).toBeVisible();
  const row = page.getByTestId("my-return-row").filter({ hasText: rma });
  await expect(row).toContainText("Requested");
  await expect(row).toContainText(corePart.productName);
  await expect(page.getByTestId("outstanding-core-row")).toHaveCount(1);
});

test("an admin approves, receives and refunds it in the Returns table", async ({ page }) => {
  test.slow();
  await page.goto("/login");
  await logIn(page, demoAdmin);
  await page.goto(`/dashboard/manage-returns?q=${rma}`);
  const row = page.getByTestId("return-row").filter({ hasText: rma });
  await expect(row).toContainText("Requested");
  // The part first, with its number; the order's id beside it.
  await expect(row).toContainText(corePart.productName);
  await expect(row).toContainText(corePart.partNumber);
  await expect(row).toContainText(`Order ${coreOrder._id}`);
  await axeHere(page);

  await row.getByRole("button", { name: `Approve ${rma}` }).click();
  await expect(row).toContainText("Approved");
  await row.getByRole("button", { name: `Receive ${rma}` }).click();
  await expect(row).toContainText("Received");
  const deposit = corePart.coreCharge * coreOrder.productInfo.orderQty;
  const refund = `${deposit.toLocaleString("en-US", { minimumFractionDigits: 2 })}$`;
  await expect(row).toContainText(refund);

  await row.getByRole("button", { name: `Refund ${rma}` }).click();
  const confirm = page.getByRole("dialog", { name: `Refund ${rma}?` });
  await expect(confirm).toContainText(refund);
  await confirm.getByRole("button", { name: "Refund" }).click();
  await expect(row).toContainText("Refunded");

  await row.getByRole("button", { name: `Details of ${rma}` }).click();
  const details = page.getByRole("dialog", { name: `Return ${rma}` });
  await expect(details.getByTestId("return-timeline").getByRole("listitem")).toHaveCount(4);
  await axeHere(page);
});

test("the customer sees the deposit refunded on the order and in the mail", async ({ page }) => {
  test.slow();
  await latestMailTo(buyer.email, `Your return ${rma} is refunded`);
  await page.goto("/login");
  await logIn(page, buyer);
  await expect(async () => {
    await page.goto(`/dashboard/orders/${coreOrder._id}`);
    await expect(page.getByText("Return refunded")).toBeVisible({ timeout: 2_000 });
  }).toPass();
  // The shipped order offers Return on its own page too.
  await expect(page.getByRole("link", { name: `Return ${corePart.productName}` })).toHaveAttribute(
    "href",
    `/dashboard/returns?order=${coreOrder._id}`,
  );
  await page.goto("/dashboard/returns");
  await expect(page.getByTestId("my-return-row").filter({ hasText: rma })).toContainText(
    "Refunded",
  );
  await expect(page.getByText("You owe no cores.")).toBeVisible();
});

test("a wrong part returned from My Orders shows up on Fitment review", async ({ page }) => {
  test.slow();
  await page.goto("/login");
  await logIn(page, buyer);
  await page.goto("/dashboard/my-orders");
  await page
    .getByRole("link", { name: `Return ${wrongPart.productName}` })
    .first()
    .click();
  const form = page.getByRole("dialog", { name: `Return ${wrongPart.productName}` });
  await form.getByLabel("Reason").selectOption("wrong-part");
  await form.getByLabel("Quantity").fill("1");
  await form.getByLabel("Note (optional)").fill("Does not fit the caliper.");
  await form.getByRole("button", { name: "Request return" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Return authorisation (PDF)" }),
  ).toBeVisible();
  await axeHere(page);

  // The shop's admin, in the same browser once the customer's session is gone.
  await page.context().clearCookies();
  await page.goto("/login");
  await logIn(page, demoAdmin);
  await page.goto("/dashboard/fitment-review");
  await expect(
    page.getByTestId("fitment-review-row").filter({ hasText: wrongPart.productName }),
  ).toBeVisible();
  await axeHere(page);
  expect(wrongOrder.productInfo.id).toBe(wrongPart._id);
});
