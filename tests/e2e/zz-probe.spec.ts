import { test } from "@playwright/test";
test("probe", async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("preloader-seen", "1"));
  await page.goto("/blogDetails/nope");
  await page.getByText("Page not found").first().waitFor();
  await page.screenshot({ path: "/tmp/nf.png", fullPage: false });
  console.log(await page.evaluate(() => document.documentElement.outerHTML.slice(0, 400)));
});
