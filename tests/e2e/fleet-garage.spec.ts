import { test, expect } from "./fixtures";
import { newCustomer, signUp } from "./support/accounts";
import { axeHere } from "./support/axe-themes";
import { DEMO_PATH } from "./support/parts";
import { BAD_VINS, DEMO_VINS } from "../fixtures/vins";

// My Garage with a fleet (issue 33): a customer imports a fleet file, finds a van by its label,
// shops parts for one, sees what was ordered for one, and removes one after a confirmation.
const DEMO_PADS = "Ceramic Front Brake Pad Set";
const SHIPPING = {
  address: "12 Piston Road",
  phone: "+1 555 0199",
  city: "Detroit",
  state: "MI",
  zip: "48201",
};
const FLEET = [
  { ...DEMO_VINS.f150, label: "North Van", unit: "U-01" },
  { ...DEMO_VINS.camry, label: "Sales Car", unit: "U-02" },
  { ...DEMO_VINS.corolla, label: "Parts Runner", unit: "" },
  { ...DEMO_VINS.civic, label: "Pool Car", unit: "U-04" },
];
const FLEET_CSV = [
  "vin,label,unit",
  ...FLEET.map((car) => `${car.vin},${car.label},${car.unit}`),
  `${BAD_VINS.checkDigit},Bad Van,U-05`,
].join("\n");

test("a fleet file into My Garage: report, search by label, Shop parts, ordered before, remove", async ({
  page,
}) => {
  // Two axe checks in two themes and a dozen round trips: past 30 s on a loaded machine.
  test.slow();
  await signUp(page, newCustomer("fleet"));
  await page.goto("/dashboard/garage");
  await expect(page.getByRole("heading", { level: 1, name: "My Garage" })).toBeVisible();
  await expect(page.getByText("Your garage is empty.")).toBeVisible();

  const form = page.getByRole("region", { name: "Import a fleet file" });
  await expect(form.getByRole("link", { name: "Download an example file" })).toHaveAttribute(
    "download",
    "fleet-example.csv",
  );
  await form.getByLabel("Or paste the lines").fill(FLEET_CSV);
  await form.getByRole("button", { name: "Import" }).click();
  await expect(form.getByTestId("fleet-report-counts")).toHaveText(
    "4 added, 0 unchanged, 1 refused.",
  );
  const lines = form.getByTestId("fleet-report-line");
  await expect(lines).toHaveCount(5);
  await expect(lines.filter({ hasText: "Added" })).toHaveCount(4);
  const refused = lines.filter({ hasText: BAD_VINS.checkDigit });
  await expect(refused).toContainText("Refused");
  await expect(refused).toContainText("check digit");

  const saved = page.getByTestId("garage-vehicle");
  await expect(saved).toHaveCount(4);
  await expect(saved.filter({ hasText: DEMO_VINS.camry.vin })).toContainText("Sales Car");
  await expect(saved.filter({ hasText: DEMO_VINS.f150.vin })).toContainText("U-01");

  // The search goes to the address as q and finds the van by its label.
  await page.getByRole("searchbox").fill("north van");
  await expect(page).toHaveURL(/[?&]q=north\+van/);
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(DEMO_VINS.f150.vin);

  // Nothing ordered for it yet.
  await saved.getByRole("button", { name: /^Ordered before for / }).click();
  const orderedBefore = page.getByTestId("ordered-before");
  await expect(orderedBefore).toContainText("Nothing has been ordered for this vehicle yet.");
  await axeHere(page);

  // Remove asks first; cancelling keeps the van.
  await saved.getByRole("button", { name: /^Remove / }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this vehicle?" });
  await expect(dialog).toContainText("will be removed from your garage");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(saved).toHaveCount(1);
  await saved.getByRole("button", { name: /^Remove / }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText("No vehicle in your garage matches “north van”.")).toBeVisible();

  // Shop parts chooses the vehicle and opens the parts that fit it.
  await page.getByRole("searchbox").fill("");
  await expect(saved).toHaveCount(3);
  const camry = saved.filter({ hasText: DEMO_VINS.camry.vin });
  await camry.getByRole("link", { name: /^Shop parts for / }).click();
  await expect(page).toHaveURL(/\/allParts\?vehicle=[\w-]+$/);
  await expect(page.getByTestId("shopping-for")).toContainText("Camry");
  // Chosen from the garage, it is not saved a second time (without its VIN).
  await page.goto("/dashboard/garage");
  await expect(saved).toHaveCount(3);
  await expect(saved.filter({ hasText: DEMO_VINS.camry.vin })).toContainText("Active");
});

test("a part bought for a garage vehicle is listed under Ordered before, and goes back into the cart", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signUp(page, newCustomer("ordered"));
  const api = { headers: { origin: baseURL! } };
  const saved = await page.request.post("/api/garage", {
    ...api,
    data: { vin: DEMO_VINS.f150.vin, label: "Shop Truck" },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Shop parts for it, and add the demo pads (they fit the F-150) from their card.
  await page.goto("/dashboard/garage");
  const truck = page.getByTestId("garage-vehicle").filter({ hasText: "Shop Truck" });
  await truck.getByRole("link", { name: /^Shop parts for / }).click();
  await expect(page).toHaveURL(/\/allParts\?vehicle=/);
  await page
    .getByRole("button", { name: `Add to cart: ${DEMO_PADS}` })
    .first()
    .click();
  await expect(page.getByText(new RegExp(`^Added \\d+ pcs of ${DEMO_PADS}`))).toBeVisible();
  const placed = await page.request.post("/api/checkout", { ...api, data: { address: SHIPPING } });
  expect(placed.status(), await placed.text()).toBe(201);

  await page.goto("/dashboard/garage");
  await truck.getByRole("button", { name: /^Ordered before for / }).click();
  const orderedBefore = page.getByTestId("ordered-before");
  const line = orderedBefore.getByTestId("ordered-before-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("link", { name: DEMO_PADS })).toHaveAttribute("href", DEMO_PATH);
  await expect(line).toContainText("in 1 order");
  await axeHere(page);
  await line.getByRole("button", { name: `Add to cart: ${DEMO_PADS}` }).click();
  await expect(page.getByText(new RegExp(`^Added \\d+ pcs of ${DEMO_PADS}`))).toBeVisible();
});
