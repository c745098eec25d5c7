import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";

/** The demo catalog's first part's page: BP-1234, which fits the 2015–2020 Ford F-150. */
export const DEMO_PATH = "/parts/bp-1234-ceramic-front-brake-pad-set";

/** Every part without a core deposit, newest first, as the API lists them. */
export async function allParts(request: APIRequestContext): Promise<PartJson[]> {
  const parts: PartJson[] = await (await request.get("/api/parts?sort=1")).json();
  // Parts with a core deposit are returns.spec's: their totals carry a line the specs that pick
  // "any part" do not expect.
  return parts.filter((part) => part.coreCharge === 0);
}

/** Adds the part from its own page at this quantity. */
export async function addFromPartPage(page: Page, path: string, quantity: number) {
  await page.goto(path);
  const form = page.getByRole("form", { name: /^Add to cart: / });
  await form.getByLabel("Quantity (pcs)").fill(String(quantity));
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText(new RegExp(`^Added ${quantity} pcs of `)).first()).toBeVisible();
}
