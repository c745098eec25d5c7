import {
  expect,
  type APIRequestContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";

export type SignedIn = {
  request: APIRequestContext;
  storageState: NonNullable<BrowserContextOptions["storageState"]>;
};

/**
 * Signs in (or up) through the API; its session cookie then opens browser contexts already
 * signed in, and `request` makes calls as that user.
 */
export async function signedInState(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  user: { name: string; email: string; password: string },
  { signUp = false } = {},
): Promise<SignedIn> {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const answer = await request.post(signUp ? "/api/account/signup" : "/api/account/login", {
    data: user,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { request, storageState: await request.storageState() };
}

/** Console errors and uncaught page errors, collected from now on. */
export function scriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Scrolls through the page so that scroll-revealed and lazy content is in its final state. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += Math.round(innerHeight / 2)) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  // Reveal animations last 0.6 s; wait until nothing is left half-transparent.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main [style*='opacity']")].every(
          (element) => getComputedStyle(element).opacity === "1",
        ),
      ),
    )
    .toBe(true);
}

/** How many pixels the document is wider than the screen (0 or less when it fits). */
export function documentOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The table heading cells whose text is cut: wider than their cell, or reaching past the
 * screen's right edge (a table that needs sideways scrolling to show a column).
 */
export function clippedHeaderCells(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("table th")]
      .filter((cell) => cell.getClientRects().length > 0)
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return cell.scrollWidth > cell.clientWidth + 1 || box.right > window.innerWidth + 1;
      })
      .map((cell) => cell.textContent?.trim() || "(no text)"),
  );
}
