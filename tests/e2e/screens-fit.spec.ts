import type { Browser, Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { demoAdmin, newCustomer } from "./support/accounts";
import { DEMO_PATH } from "./support/parts";
import { axeFindings, switchTheme } from "./support/axe-themes";
import {
  clippedHeaderCells,
  documentOverflow,
  scriptErrors,
  settle,
  signedInState,
  type SignedIn,
} from "./support/screens";

// Every public and dashboard screen, at a laptop's 1366 × 900 and a phone's 390 × 844 (issue 28):
// no page is wider than the screen, no table heading is cut off at 1366, no visit logs a console
// error (a hydration mismatch is one), and axe finds nothing at either size in either theme.
// Each size is one visit: the laptop's opens in the light theme and the phone's in the night one,
// so both themes' first render is checked for errors; every axe rule runs in the theme it opened
// in, then the page switches theme in place, as the toggle does, for the rules that read colours.
// At 1366, axe runs only where no other spec already runs it in both themes.

type Who = "guest" | "customer" | "admin";
type Theme = "light" | "night";
// `notFound`: the page answers 404, and the browser logs that one answer as a console error.
// `axeSpec`: the spec that already runs axe on this screen in both themes at a laptop's size, so
// the walk runs it there only on the phone (the largest forms take axe most of a minute).
type Screen = { name: string; who: Who; path: () => string; notFound?: true; axeSpec?: string };

const data = { blogId: "", partId: "", orderId: "", listId: "" };

const screens: Screen[] = [
  { name: "home", who: "guest", path: () => "/" },
  { name: "shop", who: "guest", path: () => "/allParts" },
  { name: "search", who: "guest", path: () => "/allParts?q=brake+pads" },
  { name: "part page", who: "guest", path: () => DEMO_PATH },
  { name: "vehicle page", who: "guest", path: () => "/vehicles/ford/f-150/2019" },
  { name: "category", who: "guest", path: () => "/categories/brakes" },
  { name: "category leaf", who: "guest", path: () => "/categories/brakes/pads" },
  { name: "vehicle category", who: "guest", path: () => "/vehicles/ford/f-150/2019/brakes" },
  { name: "blogs", who: "guest", path: () => "/blogs" },
  { name: "blog post", who: "guest", path: () => `/blogDetails/${data.blogId}` },
  { name: "portfolio", who: "guest", path: () => "/portfolio" },
  { name: "contact", who: "guest", path: () => "/contact" },
  { name: "login", who: "guest", path: () => "/login" },
  { name: "sign-up", who: "guest", path: () => "/signUp" },
  { name: "password reset", who: "guest", path: () => "/reset-password" },
  { name: "guest cart", who: "guest", path: () => "/cart" },
  { name: "not found", who: "guest", path: () => "/this-page-does-not-exist", notFound: true },
  { name: "quick order", who: "customer", path: () => "/quick-order" },
  { name: "cart", who: "customer", path: () => "/cart" },
  { name: "checkout", who: "customer", path: () => "/checkout" },
  { name: "purchase", who: "customer", path: () => `/purchase/${data.partId}` },
  { name: "customer dashboard", who: "customer", path: () => "/dashboard" },
  { name: "My Orders", who: "customer", path: () => "/dashboard/my-orders" },
  { name: "order detail", who: "customer", path: () => `/dashboard/orders/${data.orderId}` },
  { name: "payment", who: "customer", path: () => `/dashboard/payment/${data.orderId}` },
  { name: "profile", who: "customer", path: () => "/dashboard/profile" },
  { name: "garage", who: "customer", path: () => "/dashboard/garage" },
  { name: "lists", who: "customer", path: () => "/dashboard/lists" },
  {
    name: "list",
    who: "customer",
    path: () => `/dashboard/lists/${data.listId}`,
    axeSpec: "lists.spec.ts",
  },
  { name: "add a review", who: "customer", path: () => "/dashboard/addReview" },
  { name: "returns", who: "customer", path: () => "/dashboard/returns" },
  { name: "invoices", who: "customer", path: () => "/dashboard/invoices" },
  {
    name: "business account",
    who: "customer",
    path: () => "/dashboard/business",
    axeSpec: "companies.spec.ts",
  },
  { name: "approvals", who: "customer", path: () => "/dashboard/approvals" },
  { name: "tax exemption", who: "customer", path: () => "/dashboard/tax-exemption" },
  { name: "admin overview", who: "admin", path: () => "/dashboard" },
  { name: "Add a Product", who: "admin", path: () => "/dashboard/addProduct" },
  { name: "Make A Admin", who: "admin", path: () => "/dashboard/makeAdmin" },
  { name: "Manage Users", who: "admin", path: () => "/dashboard/allUsers" },
  { name: "Manage Orders", who: "admin", path: () => "/dashboard/manageOrder" },
  { name: "Manage Products", who: "admin", path: () => "/dashboard/manageProducts" },
  { name: "Manage Reviews", who: "admin", path: () => "/dashboard/manageReviews" },
  { name: "Manage Invoices", who: "admin", path: () => "/dashboard/manageInvoices" },
  { name: "parts import", who: "admin", path: () => "/dashboard/manageProducts/import" },
  { name: "fitment import", who: "admin", path: () => "/dashboard/fitment" },
  { name: "fitment editor", who: "admin", path: () => `/dashboard/fitment/${data.partId}` },
  { name: "fitment review", who: "admin", path: () => "/dashboard/fitment-review" },
  { name: "Manage Returns", who: "admin", path: () => "/dashboard/manage-returns" },
  {
    name: "companies",
    who: "admin",
    path: () => "/dashboard/companies",
    axeSpec: "companies.spec.ts",
  },
  { name: "tax exemptions", who: "admin", path: () => "/dashboard/taxExemptions" },
  {
    name: "shipping and tax",
    who: "admin",
    path: () => "/dashboard/shipping-tax",
    axeSpec: "shipping-rates.spec.ts",
  },
  {
    name: "tax report",
    who: "admin",
    path: () => "/dashboard/tax-report",
    axeSpec: "tax-report.spec.ts",
  },
];

const OWN_404 = "Failed to load resource: the server responded with a status of 404 (Not Found)";
/** The console errors of a visit, less the one a 404 page logs for its own answer. */
function unexpectedErrors(screen: Screen, errors: string[]) {
  const own = screen.notFound ? errors.indexOf(OWN_404) : -1;
  return errors.filter((_, index) => index !== own);
}

const laptop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

test.describe("Every screen at 1366 × 900 and 390 × 844", () => {
  // 104 tests that only read: both workers take them (each signs in and orders on its own server
  // in beforeAll), so the suite's longest file does not leave one worker waiting at the end.
  test.describe.configure({ mode: "parallel" });
  const states: Partial<Record<Who, SignedIn>> = {};

  test.beforeAll(async ({ playwright, baseURL }) => {
    const buyer = newCustomer("walk");
    const customer = await signedInState(playwright, baseURL!, buyer, { signUp: true });
    const admin = await signedInState(playwright, baseURL!, demoAdmin);
    states.customer = customer;
    states.admin = admin;

    const [blog] = (await (await customer.request.get("/api/blogs")).json()) as { _id: string }[];
    data.blogId = encodeURIComponent(blog!._id);
    const parts = (await (await customer.request.get("/api/parts")).json()) as PartJson[];
    const part = parts.slice(8).find((each) => each.availableQty >= each.orderQty * 4)!;
    data.partId = part._id;
    const placed = await customer.request.post("/api/orders", {
      data: {
        productInfo: { id: part._id, orderQty: part.orderQty },
        address: { address: "77 Gratiot Ave, Detroit, MI", phone: "+1 313 555 0142" },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    data.orderId = ((await placed.json()) as { order: { _id: string } }).order._id;
    const line = await customer.request.put("/api/cart/lines", {
      data: { partId: part._id, quantity: part.orderQty },
    });
    expect(line.ok(), await line.text()).toBe(true);
    const list = await customer.request.post("/api/lists", { data: { name: "Walk list" } });
    expect(list.status(), await list.text()).toBe(201);
    data.listId = ((await list.json()) as { _id: string })._id;
    const listLine = await customer.request.put(`/api/lists/${data.listId}/lines`, {
      data: { partId: part._id, quantity: part.orderQty },
    });
    expect(listLine.ok(), await listLine.text()).toBe(true);
  });

  test.afterAll(async () => {
    await states.customer?.request.dispose();
    await states.admin?.request.dispose();
  });

  /** A page of its own context: this screen size, this theme, signed in as `who`. */
  async function openScreen(
    browser: Browser,
    screen: Screen,
    viewport: typeof laptop,
    theme: Theme,
  ) {
    const context = await browser.newContext({
      viewport,
      storageState: screen.who === "guest" ? undefined : states[screen.who]!.storageState,
    });
    await context.addInitScript((value) => {
      try {
        localStorage.setItem("preloader-seen", String(Date.now()));
        localStorage.setItem("theme", value);
      } catch {
        // a frame (the contact page's map) may not reach storage
      }
    }, theme);
    const page = await context.newPage();
    const errors = scriptErrors(page);
    const answer = await page.goto(screen.path());
    expect(answer?.status()).toBe(screen.notFound ? 404 : 200);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await settle(page);
    return { page, errors, close: () => context.close() };
  }

  /** axe: every rule in the theme the page opened in, then the colour rules in the other one. */
  async function expectAxeClean(page: Page, opened: Theme) {
    const found = await axeFindings(page);
    expect(found, `${opened}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
    const other = opened === "light" ? "night" : "light";
    await switchTheme(page, other);
    const colours = await axeFindings(page, { coloursOnly: true });
    expect(colours, `${other}: ${JSON.stringify(colours, null, 2)}`).toEqual([]);
  }

  for (const screen of screens) {
    test(`${screen.name} (${screen.who}) at 1366 × 900`, async ({ browser }) => {
      const { page, errors, close } = await openScreen(browser, screen, laptop, "light");
      expect(await documentOverflow(page), "wider than the screen").toBeLessThanOrEqual(0);
      expect(await clippedHeaderCells(page), "table headings cut off").toEqual([]);
      if (!screen.axeSpec) await expectAxeClean(page, "light");
      expect(unexpectedErrors(screen, errors), "console errors").toEqual([]);
      await close();
    });

    test(`${screen.name} (${screen.who}) at 390 × 844`, async ({ browser }) => {
      const { page, errors, close } = await openScreen(browser, screen, phone, "night");
      expect(await documentOverflow(page), "wider than the screen").toBeLessThanOrEqual(0);
      await expectAxeClean(page, "night");
      expect(unexpectedErrors(screen, errors), "console errors").toEqual([]);
      await close();
    });
  }
});
