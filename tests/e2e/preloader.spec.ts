// The preloader test uses a first visit's page: the shared fixture marks the preloader as seen.
import { firstVisitTest as test, expect } from "./fixtures";

test.describe("Preloader", () => {
  test("covers the first page of a visit for 3 s, then not again for 30 minutes, in any tab", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Runs before <html> exists: watch the whole document for the attribute coming and going.
      const record = window as unknown as {
        __preloaderShown?: boolean;
        __preloaderGoneAt?: number;
      };
      new MutationObserver(() => {
        const shown = document.documentElement?.hasAttribute("data-preloader") ?? false;
        if (shown) record.__preloaderShown = true;
        else if (record.__preloaderShown && record.__preloaderGoneAt === undefined)
          record.__preloaderGoneAt = performance.now();
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ["data-preloader"],
      });
    });
    // Not waiting for the load event: on a busy machine it may come after the preloader went.
    await page.goto("/", { waitUntil: "commit" });
    const preloader = page.getByTestId("preloader");
    await expect(preloader).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-preloader");
    const box = await preloader.boundingBox();
    const viewport = page.viewportSize();
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });

    await expect(preloader).toBeHidden({ timeout: 6_000 });
    const goneAt = await page.evaluate(
      () => (window as unknown as { __preloaderGoneAt?: number }).__preloaderGoneAt,
    );
    expect(goneAt, "hidden about 3 s after the page started").toBeGreaterThanOrEqual(3_000);
    expect(goneAt).toBeLessThan(6_000);
    // The visit's last page load, kept for the whole browser.
    const lastSeen = Number(await page.evaluate(() => localStorage.getItem("preloader-seen")));
    expect(Date.now() - lastSeen).toBeLessThan(60_000);
    await expect(
      page.getByRole("heading", { level: 1, name: "Find Parts That Fit Your Vehicle" }),
    ).toBeVisible();

    // Client-side navigation, then a full page load, in the same tab: no preloader.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Shop" })
      .click();
    await expect(page).toHaveURL(/\/allParts$/);
    await expect(preloader).toBeHidden();
    await page.goto("/blogs");
    await expect(page.locator("html")).not.toHaveAttribute("data-preloader");
    await expect(preloader).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Blog Page" })).toBeVisible();

    // A new tab of the same visit (a Ctrl-click on a part): no preloader.
    const newTab = await page.context().newPage();
    await newTab.goto("/allParts");
    await expect(newTab.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
    await expect(newTab.locator("html")).not.toHaveAttribute("data-preloader");
    await expect(newTab.getByTestId("preloader")).toBeHidden();

    // 31 minutes without a page load end the visit: the next one starts with the preloader.
    await newTab.evaluate(() =>
      localStorage.setItem("preloader-seen", String(Date.now() - 31 * 60_000)),
    );
    const laterTab = await page.context().newPage();
    await laterTab.goto("/", { waitUntil: "commit" });
    await expect(laterTab.getByTestId("preloader")).toBeVisible();
    await expect(laterTab.getByTestId("preloader")).toBeHidden({ timeout: 6_000 });
  });

  test("a visit that starts on a search landing page opens on its content, without the preloader", async ({
    page,
  }) => {
    for (const path of ["/categories/brakes/pads", "/vehicles/ford/f-150/2019/brakes"]) {
      // A visit that ended long ago: the next page load starts a new one.
      await page.goto("/blogs");
      await page.evaluate(() => localStorage.removeItem("preloader-seen"));

      await page.goto(path, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).not.toHaveAttribute("data-preloader");
      await expect(page.getByTestId("preloader")).toBeHidden();
      // The visit has started here, so its later pages open without the preloader too.
      const lastSeen = Number(await page.evaluate(() => localStorage.getItem("preloader-seen")));
      expect(Date.now() - lastSeen).toBeLessThan(60_000);
      await page.goto("/", { waitUntil: "commit" });
      await expect(
        page.getByRole("heading", { level: 1, name: "Find Parts That Fit Your Vehicle" }),
      ).toBeVisible();
      await expect(page.locator("html")).not.toHaveAttribute("data-preloader");
    }
  });
});
