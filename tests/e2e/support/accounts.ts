import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { ownShopServer } from "./servers";

export const demoCustomer = {
  name: "Casey Customer",
  email: "customer@example.com",
  password: "Customer123!",
};
export const demoAdmin = {
  name: "Redline Admin",
  email: "admin@example.com",
  password: "Admin123!",
};

let counter = 0;
/** A new customer's details, unique within the run. */
export function newCustomer(prefix = "buyer") {
  counter += 1;
  const id = `${prefix}-${Date.now().toString(36)}-${counter}`;
  return { name: `Test ${prefix} ${counter}`, email: `${id}@example.com`, password: "Parts-2026!" };
}

export async function signUp(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto("/signUp");
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(`Welcome ${user.name}! You are now registered.`)).toBeVisible();
}

/** Signs in on the page it is on (the login page, possibly reached through a redirect). */
export async function logIn(page: Page, user: { name: string; email: string; password: string }) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText(`Welcome Back, ${user.name}`)).toBeVisible();
}

/**
 * The newest mail in the running shop's outbox addressed to this email (and holding
 * `containing`, when given), decoded; waits until there is one.
 */
export async function latestMailTo(email: string, containing?: string): Promise<string> {
  const outbox = path.join(ownShopServer().dataDir, "outbox");
  let found: string | undefined;
  // Mail goes out from a job a moment after the change that caused it: wait for the one asked for.
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
      found = files
        .map((file) => readableMail(fs.readFileSync(path.join(outbox, file), "utf8")))
        .filter((mail) => mail.includes(`To: ${email}`))
        .filter((mail) => containing === undefined || mail.includes(containing))
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

// A long header (a subject naming a long product name) is folded onto lines that start with a
// space; the body may carry quoted-printable soft line breaks and escaped "=" signs.
function readableMail(raw: string): string {
  const [headers = "", ...body] = raw.split(/\r?\n\r?\n/);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  return [unfolded, ...body]
    .join("\n\n")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
}
