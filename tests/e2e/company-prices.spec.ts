import type { Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { demoAdmin, logIn, newCustomer } from "./support/accounts";
import { bearerOf, type Auth } from "./support/api";

// Company prices on the built shop (issue 31): a member of an approved company sees "Your price
// …, list …" on the part page, fetched in the browser from a personal no-store call; the page's
// HTML, cached for everyone, never holds it, and neither a guest nor another company's member
// sees it, whoever viewed the page before them.

const COMPANY = { phone: "+1 555 0177", address: "7 Ledger Lane" };

async function approvedCompanyOf(
  request: import("@playwright/test").APIRequestContext,
  admin: Auth,
  member: Auth,
  name: string,
) {
  const applied = await request.post("/api/companies", {
    headers: member,
    data: { ...COMPANY, name },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { _id } = (await applied.json()) as { _id: string };
  const approved = await request.patch(`/api/companies/${_id}`, {
    headers: admin,
    data: { status: "approved" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return _id;
}

/** Whether the page ever asked for company prices. */
function watchPriceCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/account/prices")) calls.push(request.url());
  });
  return calls;
}

test("a member sees their company's price; the shared page, guests and other companies never do", async ({
  page,
  request,
  playwright,
  baseURL,
  browser,
}) => {
  // Three accounts, two companies and three browsers.
  test.setTimeout(120_000);
  const admin = await bearerOf(playwright, baseURL!, demoAdmin);
  const parts = (await (await request.get("/api/parts?sort=1")).json()) as PartJson[];
  const part = parts.find((candidate) => candidate.price > 2 && !candidate.retired)!;
  const member = newCustomer("member");
  const companyId = await approvedCompanyOf(
    request,
    admin,
    await bearerOf(playwright, baseURL!, member, { signUp: true }),
    "E2E Priced Fleet",
  );
  const uploaded = await request.put(`/api/companies/${companyId}/prices`, {
    headers: { ...admin, "content-type": "text/csv" },
    data: `partNumber,price\n${part.partNumber},1.37\n`,
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const listText = `${part.price.toFixed(2)}$`;
  const shown = `Your price 1.37$, list ${listText}`;

  await logIn(page, member);
  const memberCalls = watchPriceCalls(page);
  const response = await page.goto(part.url);
  await expect(page.getByTestId("your-price")).toHaveText(shown);
  expect(memberCalls.length).toBeGreaterThan(0);
  // The HTML the member was served is the shared page: no company price in it.
  const memberHtml = (await response!.text()) ?? "";
  expect(memberHtml).not.toContain("1.37$");
  expect(memberHtml).not.toContain("Your price");

  // After the member's visit: the page's HTML for anyone, and a guest's browser.
  const guestHtml = await (await request.get(part.url)).text();
  expect(guestHtml).not.toContain("1.37$");
  expect(guestHtml).not.toContain("Your price");
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.addInitScript(() => localStorage.setItem("preloader-seen", String(Date.now())));
  const guestCalls = watchPriceCalls(guest);
  await guest.goto(part.url);
  await guest.waitForLoadState("networkidle");
  await expect(guest.getByTestId("your-price")).toHaveCount(0);
  await expect(guest.getByText("1.37$")).toHaveCount(0);
  expect(guestCalls).toEqual([]);
  await guestContext.close();

  // A member of another approved company: their prices are asked for, and none is the first's.
  const other = newCustomer("other-member");
  await approvedCompanyOf(
    request,
    admin,
    await bearerOf(playwright, baseURL!, other, { signUp: true }),
    "E2E Other Fleet",
  );
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await otherPage.addInitScript(() => localStorage.setItem("preloader-seen", String(Date.now())));
  await logIn(otherPage, other);
  // Waits for the browser's own call rather than for a quiet network: on a slow host the call
  // starts after hydration, which can come more than networkidle's half second after the page.
  const otherAnswer = otherPage.waitForResponse((answer) =>
    answer.url().includes("/api/account/prices"),
  );
  await otherPage.goto(part.url);
  expect((await otherAnswer).ok()).toBe(true);
  await expect(otherPage.getByTestId("your-price")).toHaveCount(0);
  await expect(otherPage.getByText("1.37$")).toHaveCount(0);
  await otherContext.close();
});
