import type { Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { demoAdmin, demoCustomer, logIn } from "./support/accounts";
import { bearerOf, type Auth } from "./support/api";
import { axeInBothThemes } from "./support/axe-themes";
import {
  clippedHeadings,
  documentOverflow,
  gapToTableEdge,
  headingLook,
  midWordBreaks,
  sidewaysTables,
} from "./support/layout";
import { allParts } from "./support/parts";

// Every admin table at 1366×900 and 390×844 (issue 28): headings in view, no sideways scroll,
// nothing cut off on a phone, words whole, one heading style, room around "Remove admin", and
// the overview within a phone's width. One test per defect, each checking every table.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const FITMENT_HEADER =
  "partNumber,yearFrom,yearTo,make,model,submodel,engine,position,quantity,note,universal";

let fitmentPart: Pick<PartJson, "_id" | "partNumber">;
let admin: Auth;

/** The admin screens with a table, each opened with its table's rows on show. */
const tablePages = () => [
  { name: "Manage Orders", path: "/dashboard/manageOrder", paged: true },
  { name: "Manage Products", path: "/dashboard/manageProducts", paged: true },
  { name: "Manage Users", path: "/dashboard/allUsers", paged: true },
  { name: "Manage Reviews", path: "/dashboard/manageReviews", paged: true },
  { name: "Edit fitment", path: `/dashboard/fitment/${fitmentPart._id}`, paged: false },
  { name: "Fitment import", path: "/dashboard/fitment", paged: true, dryRun: true },
];
type TablePage = ReturnType<typeof tablePages>[number];

async function open(page: Page, screen: TablePage) {
  await page.goto(screen.path);
  if (screen.dryRun) {
    const csv = [FITMENT_HEADER, `${fitmentPart.partNumber},2019,2019,Ford,Nonexistent,,,,,,`];
    await page.getByLabel("Or paste the CSV").fill(csv.join("\n"));
    await page.getByRole("button", { name: "Check file" }).click();
  }
  await expect(page.locator("[role=region] table tbody tr").first()).toBeVisible();
  await expect(page.locator("[role=region] table[aria-busy=true]")).toHaveCount(0);
}

/** Signs the admin in at this size; then `each` runs on every table screen. */
async function asAdmin(page: Page, viewport: typeof DESKTOP) {
  await page.setViewportSize(viewport);
  await page.goto("/login?callbackUrl=%2Fdashboard");
  await logIn(page, demoAdmin);
  return async <T>(each: (screen: TablePage) => Promise<T[]>) => {
    const found: T[] = [];
    for (const screen of tablePages()) {
      await open(page, screen);
      found.push(...(await each(screen)));
    }
    return found;
  };
}

test.beforeAll(async ({ playwright, baseURL, request }) => {
  // An order of Casey Customer's (Manage Orders' name and email), and a part with fitment rows.
  const customer = await bearerOf(playwright, baseURL!, demoCustomer);
  const part = (await allParts(request)).find((each) => each.availableQty >= each.orderQty * 2)!;
  const placed = await request.post("/api/orders", {
    headers: customer,
    data: {
      productInfo: { id: part._id, orderQty: String(part.orderQty) },
      address: { address: "1200 Woodward Ave, Detroit, MI", phone: "+1 313 555 0199" },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  // Paid, so the overview draws its revenue chart.
  const { order } = (await placed.json()) as { order: { _id: string } };
  const intent = await request.post("/api/payment/create-payment-intent", {
    headers: customer,
    data: { orderId: order._id },
  });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const card = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
  const paid = await request.post("/api/payment/test-provider/confirm", {
    headers: customer,
    data: { clientSecret, card },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  admin = await bearerOf(playwright, baseURL!, demoAdmin);
  // A part of its own for the fitment rows: the demo parts' fitment is what other tests read.
  const partNumber = `E2E-LAYOUT-${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post("/api/parts", {
    headers: admin,
    data: {
      productName: `Layout Fitment Pads ${partNumber}`,
      availableQty: "100",
      orderQty: "5",
      price: "19.99",
      productDescription: "Made by the admin tables layout test.",
      image: "/images/parts/air-filter.svg",
      partNumber,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  fitmentPart = { _id: ((await created.json()) as { insertedId: string }).insertedId, partNumber };
  const imported = await request.post("/api/fitment/import", {
    headers: { ...admin, "content-type": "text/csv" },
    data: [FITMENT_HEADER, `${partNumber},2016,2018,Ford,F-150,,,Front,2,with towing,`].join("\n"),
  });
  expect(imported.status(), await imported.text()).toBe(200);
});

// Gone again, so the shop's "newest first" pages that later files read are the demo parts.
test.afterAll(async ({ request }) => {
  const removed = await request.delete(`/api/parts/${fitmentPart._id}`, { headers: admin });
  expect(removed.status(), await removed.text()).toBe(200);
});

test("at 1366×900 every heading of every admin table is wholly in view", async ({ page }) => {
  const each = await asAdmin(page, DESKTOP);
  expect(await each(() => clippedHeadings(page))).toEqual([]);
});

test("at 1366×900 no admin table needs scrolling sideways", async ({ page }) => {
  const each = await asAdmin(page, DESKTOP);
  expect(await each(() => sidewaysTables(page))).toEqual([]);
});

test("at 390×844 no admin table page is wider than the phone", async ({ page }) => {
  const each = await asAdmin(page, PHONE);
  expect(
    await each(async (screen) => ((await documentOverflow(page)) > 0 ? [screen.name] : [])),
  ).toEqual([]);
});

test("at 390×844 Next page and each first row's buttons are wholly on screen", async ({ page }) => {
  const each = await asAdmin(page, PHONE);
  const cutOff = await each(async (screen) => {
    const controls = page.locator("[role=region] tbody tr").first().getByRole("button");
    const targets = [
      ...(screen.paged ? [page.getByRole("button", { name: "Next page" })] : []),
      ...(await controls.all()),
    ];
    const out: string[] = [];
    for (const target of targets) {
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      if (box.x < 0 || box.x + box.width > PHONE.width)
        out.push(`${screen.name}: ${await target.innerText()}`);
    }
    return out;
  });
  expect(cutOff).toEqual([]);
});

test("names and emails break only between words, at 1366 and at 390", async ({ page }) => {
  const breaks: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await asAdmin(page, viewport);
    await page.goto("/dashboard/manageOrder");
    const casey = page.getByTestId("manage-order-row").filter({ hasText: demoCustomer.email });
    await expect(casey.first()).toBeVisible();
    breaks.push(...(await midWordBreaks(casey.first().getByText(demoCustomer.name))));
    breaks.push(...(await midWordBreaks(casey.first().getByText(demoCustomer.email))));
    await page.goto("/dashboard/allUsers");
    const emails = page.locator("[role=region] tbody").getByText("@example.com");
    await expect(emails.first()).toBeVisible();
    for (const email of await emails.all()) breaks.push(...(await midWordBreaks(email)));
  }
  expect(breaks).toEqual([]);
});

test("sortable headings look like the others: same size, colour and weight", async ({ page }) => {
  const each = await asAdmin(page, DESKTOP);
  const differing = await each(async (screen) => {
    const sortable = page.locator("thead th[aria-sort] button");
    if ((await sortable.count()) === 0) return [];
    const plain = await headingLook(page.locator("thead th:not([aria-sort])").first());
    const sorted = await headingLook(sortable.first());
    return JSON.stringify(plain) === JSON.stringify(sorted)
      ? []
      : [`${screen.name}: ${JSON.stringify(sorted)} vs ${JSON.stringify(plain)}`];
  });
  expect(differing).toEqual([]);
});

test("Remove admin keeps a gap to the table's edge, at 1366 and at 390", async ({ page }) => {
  const gaps: number[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await asAdmin(page, viewport);
    await page.goto("/dashboard/allUsers");
    const remove = page.getByRole("button", { name: /^Remove admin role of / }).first();
    await expect(remove).toBeVisible();
    gaps.push(await gapToTableEdge(remove));
  }
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
});

test("the admin overview is no wider than a 390 px phone", async ({ page }) => {
  await asAdmin(page, PHONE);
  await expect(page.getByTestId("revenue-chart")).toBeVisible();
  await expect(page.getByTestId("revenue-chart").locator("svg").first()).toBeVisible();
  expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
});

axeInBothThemes("Manage Orders as cards on a phone", "/dashboard/manageOrder", {
  signIn: async (page) => {
    await page.setViewportSize(PHONE);
    await page.goto("/login");
    await logIn(page, demoAdmin);
  },
  ready: async (page) => {
    await expect(page.getByTestId("manage-order-row").first()).toBeVisible();
  },
});
