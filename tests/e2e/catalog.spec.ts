import type { Page } from "@playwright/test";
import sharp from "sharp";
import { test, expect } from "./fixtures";
import { demoAdmin, demoCustomer, logIn } from "./support/accounts";
import { gtinCheckDigit } from "@/domains/catalog/gtin";

/** A real PNG, as an admin's camera or editor would produce it. */
const redSquarePng = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();

async function openAsAdmin(page: Page, path: string) {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The shop's card for a product, on the page as a visitor loads it now. */
async function shopCard(page: Page, productName: string) {
  await page.goto("/allParts");
  return page.getByTestId("part-card").filter({
    has: page.getByRole("heading", { level: 3, name: productName }),
  });
}

test.describe.serial("Catalog administration", () => {
  const productName = `E2E Slotted Rotor ${Date.now().toString(36)}`;
  const partNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const gtinBody = `2${String(Date.now()).slice(-10)}`;
  const gtin = `${gtinBody}${gtinCheckDigit(gtinBody)}`;

  test("an admin adds a product with an uploaded image; the shop and the home page show it", async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, "/dashboard/addProduct");
    const save = page.getByRole("button", { name: "Save Product" });
    await save.click();
    for (const message of [
      "Product name is required",
      "Available Quantity is required",
      "Maximum Order Quantity is required",
      "Price Field is required",
      "Product Description Field is required",
      "Product Image Field is required",
      "Part number is required",
      "Brand is required",
      "Choose a category from the list",
      "Weight is required",
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();

    await page.getByLabel("Product name").fill(productName);
    await page.getByLabel("Available quantity (pcs)").fill("900");
    await page.getByLabel("Maximum Order Quantity (pcs)").fill("30");
    await page.getByLabel("Price ($)").fill("54.25");
    await page
      .getByLabel("Product description")
      .fill("Slotted and zinc-coated front rotor for fleet vans; sold in boxes of ten.");
    await page.getByLabel("Part number").fill(partNumber);
    await page.getByLabel("Brand").fill("Stopwell");
    await page.getByLabel("Category").selectOption("Brakes › Rotors");
    await page.getByLabel("OEM numbers").fill("43512-0K060, 43512 0K060\n43512-0K070");
    await page.getByLabel("Specifications").fill("Diameter: 296 mm\nFinish: Zinc coated");
    await page.getByLabel("Weight (lb)").fill("21.5");
    await page.getByLabel("Length").fill("13");
    await page.getByLabel("Width").fill("13");
    await page.getByLabel("Height").fill("3.5");
    await page.getByLabel("Image file").setInputFiles({
      name: "rotor.png",
      mimeType: "image/png",
      buffer: await redSquarePng(),
    });
    await expect(page.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();

    // The GTIN: a wrong check digit is refused in the form, one a demo part has by the server,
    // each under the field; nothing is saved until it is a new, right one.
    const gtinField = page.getByLabel("GTIN (UPC/EAN)");
    await gtinField.fill("036000291453");
    await save.click();
    await expect(gtinField).toHaveAccessibleDescription("The GTIN's check digit is wrong.");
    const demoParts = (await (await request.get("/api/parts")).json()) as { gtin: string | null }[];
    const takenGtin = demoParts.find((part) => part.gtin)!.gtin!;
    await gtinField.fill(`00${takenGtin}`);
    await save.click();
    await expect(gtinField).toHaveAccessibleDescription("Another part has this GTIN.");
    await expect(page.getByText("Product Added Successfully")).toHaveCount(0);
    await gtinField.fill(gtin);
    await save.click();
    await expect(page.getByText("Product Added Successfully")).toBeVisible();
    await expect(page.getByLabel("Product name")).toHaveValue("");
    await expect(page.getByRole("img", { name: "Preview of the chosen image" })).toHaveCount(0);

    // The upload was stored and is served as an image.
    const parts = (await (await request.get("/api/parts?sort=1")).json()) as {
      productName: string;
      image: string;
      partNumber: string;
      brand: string;
      category: string;
      oemNumbers: string[];
      specs: { name: string; value: string }[];
      weight: number | null;
      dimensions: { length: number; width: number; height: number } | null;
      gtin: string | null;
    }[];
    expect(parts[0]?.productName).toBe(productName);
    expect(parts[0]).toMatchObject({
      partNumber,
      brand: "Stopwell",
      category: "Brakes › Rotors",
      oemNumbers: ["43512-0K060", "43512-0K070"],
      specs: [
        { name: "Diameter", value: "296 mm" },
        { name: "Finish", value: "Zinc coated" },
      ],
      weight: 21.5,
      dimensions: { length: 13, width: 13, height: 3.5 },
      gtin,
    });
    const image = parts[0]?.image ?? "";
    expect(image).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const served = await request.get(image);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");

    const card = await shopCard(page, productName);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("54.25$");
    await expect(card).toContainText("900 pcs");
    await expect(card.getByRole("img", { name: productName })).toHaveAttribute(
      "src",
      new RegExp(encodeURIComponent(image).replace(/\./g, "\\.")),
    );

    // Its page lists the GTIN with the specifications.
    await card.getByRole("link", { name: productName }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
    await expect(page.getByRole("row", { name: `GTIN ${gtin}` })).toBeVisible();

    // Newest first: the home page's parts section starts with it.
    await page.goto("/");
    const homeParts = page.getByRole("region", { name: "Our Awesome Parts" });
    await expect(homeParts.getByTestId("part-card").first()).toContainText(productName);
  });

  test("an admin updates stock and price in the modal; the shop shows them on the next load", async ({
    page,
  }) => {
    await openAsAdmin(page, "/dashboard/manageProducts");
    const row = page.getByTestId("manage-product-row").filter({ hasText: productName });
    await expect(row).toContainText("900 pcs");
    await expect(row).toContainText(`${partNumber} · Stopwell`);
    await row.getByRole("button", { name: `Update ${productName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Update ${productName}` });
    await expect(dialog.getByLabel("Product name")).toBeFocused();
    await expect(dialog.getByLabel("Part number")).toHaveValue(partNumber);
    await expect(dialog.getByLabel("Category")).toHaveValue("Brakes › Rotors");

    const stock = dialog.getByLabel("Available quantity (pcs)");
    await stock.fill("-5");
    await expect(dialog.getByText("Stock can't be negative!")).toBeVisible();
    await stock.fill("640");
    await expect(dialog.getByText("Stock can't be negative!")).toHaveCount(0);
    await dialog.getByLabel("Price ($)").fill("49.5");
    // Name and maximum order quantity stay blank: they keep their current values.
    const patch = page.waitForRequest((request) => request.url().includes("/update-stock/"));
    await dialog.getByRole("button", { name: "Update" }).click();
    expect((await patch).postDataJSON()).toEqual({
      productName,
      availableQty: 640,
      orderQty: 30,
      price: 49.5,
      // The stock the modal showed: the server refuses (409) if sales changed it meanwhile.
      expectedAvailableQty: 900,
    });
    await expect(page.getByText(`${productName} product updated successfully`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("640 pcs");
    await expect(row).toContainText("49.50$");

    const card = await shopCard(page, productName);
    await expect(card).toContainText("640 pcs");
    await expect(card).toContainText("49.50$");
    await expect(card).toContainText("30 pcs");
  });

  test("an admin retires it after confirming; its page answers 410; sold again, it is back", async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, "/dashboard/manageProducts");
    const row = page.getByTestId("manage-product-row").filter({ hasText: productName });
    const listed = await request.get(`/api/parts?q=${encodeURIComponent(partNumber)}`);
    const path = ((await listed.json()) as { url: string }[])[0]!.url;
    await row.getByRole("button", { name: `Retire ${productName}` }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm).toContainText("You can sell it again later.");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Retire" }).click();
    const retired = page.getByRole("dialog", { name: "Retired" });
    await expect(retired).toContainText(`${productName} is retired: it is no longer sold.`);
    await retired.getByRole("button", { name: "OK" }).click();
    await expect(row).toContainText("Retired");
    await expect(row.getByRole("button", { name: `Sell again ${productName}` })).toBeVisible();

    const gone = await request.get(path);
    expect(gone.status()).toBe(410);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No longer sold");
    await expect(page.getByText(`${productName} (${partNumber}) is no longer sold`)).toBeVisible();
    await expect(page.getByLabel(`Order Now: ${productName}`)).toHaveCount(0);
    await expect(await shopCard(page, productName)).toHaveCount(0);

    await page.goto("/dashboard/manageProducts?retired=1");
    await row.getByRole("button", { name: `Sell again ${productName}` }).click();
    await page
      .getByRole("dialog", { name: "Are you sure?" })
      .getByRole("button", { name: "Sell again" })
      .click();
    await page
      .getByRole("dialog", { name: "On sale again" })
      .getByRole("button", { name: "OK" })
      .click();
    expect((await request.get(path)).status()).toBe(200);
    await expect(await shopCard(page, productName)).toHaveCount(1);
  });

  test("an admin deletes it after confirming; it is gone from the shop", async ({ page }) => {
    await openAsAdmin(page, "/dashboard/manageProducts");
    const row = page.getByTestId("manage-product-row").filter({ hasText: productName });
    await row.getByRole("button", { name: `Delete ${productName}` }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm).toContainText("You won't be able to revert this!");
    // The safe button has the focus, so a stray Enter deletes nothing.
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete" }).click();
    const deleted = page.getByRole("dialog", { name: "Deleted!" });
    await expect(deleted).toContainText("Products has been deleted.");
    await deleted.getByRole("button", { name: "OK" }).click();
    await expect(row).toHaveCount(0);

    await expect(await shopCard(page, productName)).toHaveCount(0);
  });
});

test.describe("Reviews", () => {
  test("a customer adds a review of at most 250 characters; the home carousel shows it", async ({
    page,
  }) => {
    await page.goto("/login?callbackUrl=%2Fdashboard%2FaddReview");
    await logIn(page, demoCustomer);
    const send = page.getByRole("button", { name: "Send Feedback" });
    await send.click();
    await expect(page.getByText("Provide Valid Information")).toBeVisible();

    const opening = `Bulk pads arrived in two days (${Date.now().toString(36)}). `;
    const text = opening.padEnd(249, "Fitted all twelve vans without a squeal. ");
    const review = page.getByLabel("Your review");
    await review.fill(text);
    await expect(page.getByText("249/250 characters")).toBeVisible();
    await expect(page.getByText("Stop! Enough")).toHaveCount(0);
    await review.press("End");
    await review.press(".");
    await expect(page.getByText("250/250 characters")).toBeVisible();
    await expect(page.getByText("Stop! Enough")).toBeVisible();
    await review.press("!");
    await expect(review).toHaveValue(`${text}.`);

    await page.getByRole("radio", { name: "4 stars" }).check();
    await send.click();
    await expect(page.getByText("Review added successfully")).toBeVisible();
    await expect(review).toHaveValue("");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);

    await page.goto("/");
    const newest = page
      .getByRole("region", { name: "Reviews by Customer" })
      .getByTestId("review-card")
      .first();
    await expect(newest).toContainText(opening.trim());
    await expect(newest.locator('[role="img"][aria-label]')).toHaveAttribute(
      "aria-label",
      "Rated 4 out of 5",
    );
    await expect(newest).toContainText(demoCustomer.name);
  });
});
