import { test, expect } from "./fixtures";

test.describe("Security", () => {
  test("page responses carry a nonce-based CSP and the other security headers", async ({
    request,
  }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const headers = first.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, `CSP has a nonce: ${csp}`).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src [^;]*'nonce-/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers()["content-security-policy"], "a fresh nonce per response").not.toContain(
      `'nonce-${nonce}'`,
    );
  });

  for (const path of ["/", "/allParts", "/blogs", "/portfolio", "/contact"]) {
    test(`${path} loads without CSP violations or page errors`, async ({ page }) => {
      const problems: string[] = [];
      const own = (url: string | undefined) =>
        !url || url.startsWith(new URL(page.url() || "http://x").origin);
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy") && own(message.location().url)) {
          problems.push(`console: ${message.text()} (${message.location().url})`);
        }
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        // The top document only: the contact page's third-party map frame has its own policy.
        if (window !== window.top) return;
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await page.goto(path, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The scripts ran and hydrated: the theme toggle works.
      await page.getByTestId("theme-toggle").click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "night");
      // Load the lazy images too, then give late reports a chance to arrive.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images]
              .filter((image) => {
                const box = image.getBoundingClientRect();
                return (
                  box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
                );
              })
              .every((image) => image.complete),
          ),
        )
        .toBe(true);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      expect(problems).toEqual([]);
    });
  }
});
