import { test, expect } from "./fixtures";

test.describe("Security", () => {
  test("a per-request page carries a fresh nonce in its CSP, and its scripts use it", async ({
    request,
  }) => {
    const first = await request.get("/login");
    const second = await request.get("/login");
    const csp = first.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, `CSP has a nonce: ${csp}`).toBeTruthy();
    expect(csp).toMatch(/script-src [^;]*'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers()["content-security-policy"], "a fresh nonce per response").not.toContain(
      `'nonce-${nonce}'`,
    );
  });

  test("a cached page carries the same strict CSP for everyone, without a nonce", async ({
    request,
  }) => {
    const csp = (await request.get("/allParts")).headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(csp).not.toContain("nonce-");
    expect((await request.get("/allParts")).headers()["content-security-policy"]).toBe(csp);
  });

  test("every page carries the security headers", async ({ request }) => {
    const blogs = await (await request.get("/api/blogs")).json();
    const pages = ["/", "/allParts", "/blogs", `/blogDetails/${blogs[0]._id}`, "/portfolio"];
    pages.push("/contact", "/login", "/signUp", "/reset-password", "/no-such-page");
    for (const path of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect([path, csp]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' /);
      expect([path, headers["x-content-type-options"]]).toEqual([path, "nosniff"]);
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-frame-options"]).toBe("DENY");
      // `next start` is production: browsers are told to use HTTPS from now on.
      expect(headers["strict-transport-security"]).toContain("max-age=");
    }
  });

  for (const path of ["/", "/allParts", "/blogs", "/portfolio", "/contact", "/login", "/signUp"]) {
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
