import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { demoAdmin, demoCustomer, latestMailTo, logIn, newCustomer } from "./support/accounts";
import { bearerOf } from "./support/api";
import { axeHere, axeInBothThemes } from "./support/axe-themes";

// Business accounts' screens (issue 31, companies and buyers): a customer applies on the
// Business account page, the shop's admin approves it in the Companies table, and the company's
// admin adds a buyer by invitation and one who has an account, then removes one after a confirm.

const applicant = newCustomer("company");
const buyer = newCustomer("company-buyer");
const invitee = newCustomer("company-invitee");
// "LLC" ends the name: a search for "…-1" must not find another run's "…-17" as well.
const companyName = `Harbor Fleet ${applicant.email.split("@")[0]} LLC`;

const BUSINESS = "/dashboard/business";
const COMPANIES = "/dashboard/companies";

/** A page of its own, signed in as `user` on `path`. */
async function signedIn(browser: Browser, user: typeof applicant, path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem("preloader-seen", String(Date.now())));
  await page.goto(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await logIn(page, user);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

/**
 * Searches the Companies table once it has rows on show: text typed into the search before the
 * page hydrated would be lost.
 */
async function searchCompanies(page: Page, text: string) {
  await expect(page.getByTestId("company-row").first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
}

test.describe.serial("Business accounts", () => {
  // Two signed-in browsers per test at times: past 30 s on a loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async ({ playwright, baseURL }) => {
    await bearerOf(playwright, baseURL!, applicant, { signUp: true });
    await bearerOf(playwright, baseURL!, buyer, { signUp: true });
  });

  test("a customer applies on the Business account page and sees it pending", async ({ page }) => {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(BUSINESS)}`);
    await logIn(page, applicant);
    const form = page.getByRole("region", { name: "Apply for a business account" });
    await form.getByRole("button", { name: "Apply" }).click();
    // The route's own schema answers in the browser first.
    await expect(form.getByText("Company name is required")).toBeVisible();
    await expect(form.getByText("Phone number is required")).toBeVisible();
    await form.getByLabel("Company name").fill(companyName);
    await form.getByLabel("Phone").fill("call me");
    await form.getByLabel("Address").fill("9 Quay St, Portsmouth");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(form.getByText("Provide a valid phone number")).toBeVisible();
    await form.getByLabel("Phone").fill("+1 555 0100");
    await form.getByRole("button", { name: "Apply" }).click();

    const summary = page.getByRole("region", { name: companyName });
    await expect(summary.getByText("Pending", { exact: true })).toBeVisible();
    await expect(summary).toContainText("waiting for the shop's review");
    await expect(summary).toContainText("Your roleAdmin");
  });

  test("the shop admin approves it with Net 30, a $5,000 limit and PO required", async ({
    page,
    browser,
  }) => {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(COMPANIES)}`);
    await logIn(page, demoAdmin);
    await searchCompanies(page, companyName);
    const rows = page.getByTestId("company-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByText("Pending", { exact: true })).toBeVisible();

    await rows
      .first()
      .getByRole("button", { name: `Decide on ${companyName}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Decide on ${companyName}` });
    await dialog.getByLabel("Status").selectOption("approved");
    await dialog.getByLabel("Payment terms").selectOption("net30");
    await dialog.getByLabel("Credit limit ($)").fill("5,000");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("must be a positive amount")).toBeVisible();
    await dialog.getByLabel("Credit limit ($)").fill("5000");
    await dialog.getByLabel("PO number required").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`${companyName} saved: Approved, Net 30.`)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(rows.first()).toContainText("Approved");
    await expect(rows.first()).toContainText("5,000.00$");

    // The status filter finds it among the approved ones, and the export holds what it finds.
    await page.getByRole("combobox", { name: "Status" }).selectOption("approved");
    await expect(page).toHaveURL(/status=approved/);
    await expect(rows).toHaveCount(1);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("companies.csv");
    const csv = fs
      .readFileSync((await file.path())!, "utf8")
      .trim()
      .split("\n");
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(companyName);

    const customer = await signedIn(browser, applicant, BUSINESS);
    const summary = customer.getByRole("region", { name: companyName });
    await expect(summary.getByText("Approved", { exact: true })).toBeVisible();
    await expect(summary).toContainText("Payment termsNet 30");
    await expect(summary).toContainText("Credit limit5,000.00$");
    await expect(summary).toContainText("Credit available5,000.00$");
    await expect(summary).toContainText("PO number requiredYes");
    await customer.close();
  });

  test("the company admin invites a buyer, adds one with an account, and removes after a confirm", async ({
    page,
    browser,
  }) => {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(BUSINESS)}`);
    await logIn(page, applicant);
    const members = page.getByTestId("company-member-row");
    await expect(members).toHaveCount(1);
    const addForm = page.getByRole("form", { name: "Add a member" });

    // An address without an account: an invitation, mailed with its sign-up link.
    await addForm.getByLabel("Email").fill(invitee.email);
    await addForm.getByLabel("Role").selectOption("buyer");
    await addForm.getByLabel("Spending limit ($)").fill("500");
    await addForm.getByRole("button", { name: "Add member" }).click();
    const sent = page.getByTestId("invitations-sent");
    await expect(sent).toContainText(`Invitation sent to ${invitee.email}.`);
    await expect(sent).toContainText("Buyer, spending limit 500.00$");
    expect(await latestMailTo(invitee.email, "signUp?invitation=")).toContain(companyName);
    await expect(members).toHaveCount(1);

    // An address with an account joins at once.
    await addForm.getByLabel("Email").fill(buyer.email);
    await addForm.getByLabel("Spending limit ($)").fill("500");
    await addForm.getByRole("button", { name: "Add member" }).click();
    await expect(page.getByText(`${buyer.email} joined the company.`)).toBeVisible();
    const buyerRow = members.filter({ hasText: buyer.email });
    await expect(buyerRow).toContainText("Buyer");
    await expect(buyerRow).toContainText("500.00$");

    // The server's refusal shows as it says it: the company keeps an admin.
    const admin = members.filter({ hasText: applicant.email });
    await admin.getByRole("button", { name: `Change role or limit of ${applicant.name}` }).click();
    const changeAdmin = page.getByRole("dialog", { name: `Change ${applicant.name}` });
    await changeAdmin.getByLabel("Role").selectOption("buyer");
    await changeAdmin.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("A company must keep at least one admin")).toBeVisible();
    await changeAdmin.getByRole("button", { name: "Cancel" }).click();
    await expect(admin).toContainText("Admin");

    // The buyer sees their role and limit, and no members to manage.
    const buyerPage = await signedIn(browser, buyer, BUSINESS);
    const summary = buyerPage.getByRole("region", { name: companyName });
    await expect(summary).toContainText("Your roleBuyer");
    await expect(summary).toContainText("Your spending limit500.00$");
    await expect(buyerPage.getByRole("heading", { name: "Members" })).toHaveCount(0);
    await buyerPage.close();

    // A limit emptied is no limit.
    await buyerRow.getByRole("button", { name: `Change role or limit of ${buyer.name}` }).click();
    const change = page.getByRole("dialog", { name: `Change ${buyer.name}` });
    await expect(change.getByLabel("Spending limit ($)")).toHaveValue("500");
    await change.getByLabel("Spending limit ($)").fill("");
    await change.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`${buyer.name}: role and spending limit saved.`)).toBeVisible();
    await expect(buyerRow).toContainText("No limit");

    // Removing asks first; Cancel keeps the member.
    const remove = buyerRow.getByRole("button", { name: `Remove ${buyer.name}` });
    await remove.click();
    const confirm = page.getByRole("dialog", { name: "Remove this member?" });
    await expect(confirm).toContainText(`${buyer.name} will no longer buy for ${companyName}`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(buyerRow).toHaveCount(1);
    await remove.click();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText(`${buyer.name} was removed from the company.`)).toBeVisible();
    await expect(buyerRow).toHaveCount(0);
    await expect(members).toHaveCount(1);
  });

  test("the shop admin sees the company's members from the Companies table", async ({ page }) => {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(COMPANIES)}`);
    await logIn(page, demoAdmin);
    await searchCompanies(page, companyName);
    await expect(page.getByTestId("company-row")).toHaveCount(1);
    await page.getByRole("button", { name: `Members of ${companyName}` }).click();
    const section = page.getByRole("region", { name: `Members of ${companyName}` });
    await expect(section.getByTestId("company-member-row")).toHaveCount(1);
    await expect(section.getByTestId("company-member-row")).toContainText(applicant.email);
    await expect(section.getByTestId("company-member-row")).toContainText("Admin");

    // Searching again changes the address and the rows; the open section stays.
    await page.getByRole("searchbox", { name: "Search" }).fill("Harbor Fleet");
    await expect(page).toHaveURL(/[?&]q=Harbor\+Fleet(&|$)/);
    await expect(section.getByTestId("company-member-row")).toContainText(applicant.email);
  });

  test("the shop admin uploads the company's price list from the Companies table", async ({
    page,
    request,
  }) => {
    const parts = (await (await request.get("/api/parts?sort=1")).json()) as PartJson[];
    const part = parts.find((candidate) => !candidate.retired)!;
    await page.goto(`/login?callbackUrl=${encodeURIComponent(COMPANIES)}`);
    await logIn(page, demoAdmin);
    await searchCompanies(page, companyName);
    await expect(page.getByTestId("company-row")).toHaveCount(1);
    await page.getByRole("button", { name: `Price list of ${companyName}` }).click();
    const section = page.getByRole("region", { name: `Price list of ${companyName}` });
    const upload = section.getByRole("button", { name: "Upload price list" });
    await upload.click();
    await expect(section.getByText("Choose a CSV file first.")).toBeVisible();

    // A file with an unknown part is refused whole, each wrong line named.
    const file = section.getByLabel("Price list file (CSV)");
    const csvFile = (name: string, text: string) => ({
      name,
      mimeType: "text/csv",
      buffer: Buffer.from(text),
    });
    await file.setInputFiles(
      csvFile("wrong.csv", `partNumber,price\n${part.partNumber},4.10\nNO-SUCH-PART-9,3\n`),
    );
    await upload.click();
    const confirm = page.getByRole("dialog", { name: "Replace the price list?" });
    await expect(confirm).toContainText(`Every price ${companyName} has now is replaced`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await upload.click();
    await confirm.getByRole("button", { name: "Replace" }).click();
    const refused = section.getByRole("alert");
    await expect(refused).toContainText("1 line of the price list is wrong; nothing was saved.");
    await expect(refused).toContainText(
      "Line 3 (NO-SUCH-PART-9): No part has the number NO-SUCH-PART-9.",
    );

    await file.setInputFiles(csvFile("prices.csv", `partNumber,price\n${part.partNumber},4.10\n`));
    await upload.click();
    await confirm.getByRole("button", { name: "Replace" }).click();
    await expect(section.getByRole("status")).toHaveText("Price list saved: 1 price (0 replaced).");
    await axeHere(page);

    const download = page.waitForEvent("download");
    await section.getByRole("link", { name: "Download the current price list (CSV)" }).click();
    const saved = fs
      .readFileSync((await (await download).path())!, "utf8")
      .trim()
      .split("\n");
    expect(saved).toEqual(["partNumber,price", `${part.partNumber},4.10`]);
  });

  axeInBothThemes("the Business account page of a company admin", BUSINESS, {
    signIn: async (page) => {
      await page.goto(`/login?callbackUrl=${encodeURIComponent(BUSINESS)}`);
      await logIn(page, applicant);
    },
    ready: (page) => expect(page.getByTestId("company-member-row")).toHaveCount(1),
  });

  axeInBothThemes("the Business account page's apply form", BUSINESS, {
    signIn: async (page) => {
      await page.goto(`/login?callbackUrl=${encodeURIComponent(BUSINESS)}`);
      await logIn(page, demoCustomer);
    },
    ready: (page) => expect(page.getByRole("button", { name: "Apply", exact: true })).toBeVisible(),
  });

  axeInBothThemes("the Companies table", `${COMPANIES}?q=${encodeURIComponent(companyName)}`, {
    signIn: async (page) => {
      await page.goto(`/login?callbackUrl=${encodeURIComponent(COMPANIES)}`);
      await logIn(page, demoAdmin);
    },
    ready: (page) => expect(page.getByTestId("company-row")).toHaveCount(1),
  });
});
