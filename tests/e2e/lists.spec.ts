import type { Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import type { ListWithLinesJson } from "@/domains/lists";
import { test, expect } from "./fixtures";
import { newCustomer } from "./support/accounts";
import { axeInBothThemes } from "./support/axe-themes";
import { allParts } from "./support/parts";
import { ownShopServer } from "./support/servers";

// Shared lists (issue 31): a customer makes a list, puts parts on it, and adds it all to the
// cart, which says what today's rules changed; axe on the Lists page and on a list.

/** Our pages' origin: the session cookie's calls must come from it (support/servers.ts). */
const headers = () => ({ origin: ownShopServer().origin });

/** Signs a new customer up in the page's own cookie jar (the API sets the session cookie). */
async function signedUp(page: Page) {
  const answer = await page.request.post("/api/account/signup", {
    data: newCustomer("lists"),
    headers: headers(),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Two parts sold from their MOQ in steps of 1 with stock to spare, the second's MOQ above 1. */
async function twoParts(page: Page): Promise<[PartJson, PartJson]> {
  const parts = (await allParts(page.request)).filter(
    (part) => part.orderMultiple === 1 && part.availableQty >= part.orderQty * 4,
  );
  const second = parts.find((part) => part.orderQty > 1)!;
  const first = parts.find((part) => part._id !== second._id)!;
  return [first, second];
}

async function addByNumber(page: Page, part: PartJson) {
  await page.getByLabel("Part", { exact: true }).fill(part.partNumber);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `Add to list: ${part.productName}` }).click();
  await expect(page.getByRole("link", { name: part.productName })).toBeVisible();
}

test.describe("shared lists", () => {
  test("create a list, add lines, add all to the cart and see it there", async ({ page }) => {
    await signedUp(page);
    const [first, second] = await twoParts(page);
    await page.goto("/dashboard/lists");
    await expect(page.getByRole("heading", { level: 1, name: "Lists" })).toBeVisible();
    await expect(page.getByText("No lists yet.")).toBeVisible();
    await page.getByLabel("List name").fill("Weekly order");
    await page.getByRole("button", { name: "Create list" }).click();
    await page.getByRole("link", { name: "Weekly order" }).click();
    await expect(page.getByText("This list is empty.")).toBeVisible();

    await addByNumber(page, first);
    await addByNumber(page, second);
    await expect(page.getByTestId("list-line")).toHaveCount(2);
    // Below the MOQ on the list: the cart's rules raise it when it goes to the cart.
    const quantity = page.getByLabel(`Quantity (pcs): ${second.productName}`);
    await quantity.fill(String(second.orderQty - 1));
    await quantity.press("Enter");
    await expect(
      page
        .getByTestId("list-line")
        .nth(1)
        .getByText(/Order \d+ pcs/),
    ).toBeVisible();

    await page.getByRole("button", { name: "Add all to cart" }).click();
    const result = page.getByTestId("to-cart-result");
    await expect(result).toContainText(
      "2 lines put in your cart, 1 adjusted to what can be ordered now.",
    );
    await expect(result).toContainText(
      `Raised from ${second.orderQty - 1} to ${second.orderQty} pcs.`,
    );
    await result.getByRole("link", { name: "View cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByRole("link", { name: second.productName })).toBeVisible();
  });

  test("rename and delete a list, with a confirmation", async ({ page }) => {
    await signedUp(page);
    await page.goto("/dashboard/lists");
    await page.getByLabel("List name").fill("Brakes");
    await page.getByRole("button", { name: "Create list" }).click();
    await page.getByRole("button", { name: "Rename Brakes" }).click();
    await page.getByRole("row").getByLabel("List name").fill("Brake jobs");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("link", { name: "Brake jobs" })).toBeVisible();
    await page.getByRole("button", { name: "Delete Brake jobs" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this list?" });
    await expect(dialog).toContainText('"Brake jobs" and its 0 lines will be deleted');
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No lists yet.")).toBeVisible();
  });

  let listId = "";
  /** A signed-up customer with a list of one line (its id kept for the list's page). */
  const withAList = async (page: Page) => {
    await signedUp(page);
    const [part] = await twoParts(page);
    const created = await page.request.post("/api/lists", {
      data: { name: "Axe list" },
      headers: headers(),
    });
    listId = ((await created.json()) as ListWithLinesJson)._id;
    await page.request.put(`/api/lists/${listId}/lines`, {
      data: { partId: part._id, quantity: part.orderQty },
      headers: headers(),
    });
  };
  axeInBothThemes("the Lists page", "/dashboard/lists", {
    signIn: withAList,
    ready: (page) => expect(page.getByTestId("list-row")).toHaveCount(1),
  });
  axeInBothThemes("a list", () => `/dashboard/lists/${listId}`, {
    signIn: withAList,
    ready: (page) => expect(page.getByTestId("list-line")).toHaveCount(1),
  });
});
