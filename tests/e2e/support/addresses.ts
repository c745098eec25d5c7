import type { Locator, Page } from "@playwright/test";

/** A US destination the shipping forms take (issue 32): Detroit's downtown ZIP. */
export const US_DESTINATION = { city: "Detroit", state: "MI", zip: "48226" };

/**
 * Fills City, State and ZIP of the shipping form within `scope` (the checkout, the purchase
 * form where they are "(optional)", or a saved address's form).
 */
export async function fillUsAddress(scope: Page | Locator, destination = US_DESTINATION) {
  await scope.getByLabel(/^City/).fill(destination.city);
  await scope.getByLabel(/^State/).selectOption(destination.state);
  await scope.getByLabel(/^ZIP code/).fill(destination.zip);
}
