import { test, expect } from "./fixtures";
import { publicPages } from "./data";

test.describe("Page titles", () => {
  for (const { path, title } of publicPages) {
    test(`${path} is titled "${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }
});

test.describe("Portfolio", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/portfolio");
  });

  test("shows the developer, four project cards, skills with levels and the stats", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portfolio");
    const projects = page.getByTestId("project-card");
    await expect(projects).toHaveCount(4);
    for (const project of await projects.all()) {
      await expect(project.getByRole("heading", { level: 3 })).toHaveText(/\S/);
      await expect(project.getByRole("img")).toHaveAttribute("alt", /\S/);
    }
    const skills = page.getByRole("region", { name: "Skills" }).getByRole("listitem");
    expect(await skills.count()).toBeGreaterThan(0);
    for (const skill of await skills.all()) {
      const bar = skill.getByRole("progressbar");
      const level = Number(await bar.getAttribute("value"));
      expect(level).toBeGreaterThan(0);
      expect(level).toBeLessThanOrEqual(100);
      await expect(bar).toHaveAccessibleName(/\S/);
      await expect(skill).toContainText(`${level}%`);
    }
    for (const [value, label] of [
      ["2 years", /experience/i],
      ["102+", /projects/i],
      ["96", /customers/i],
    ] as const) {
      const stat = page.locator(".stat").filter({ has: page.getByText(value, { exact: true }) });
      await expect(stat).toHaveCount(1);
      await expect(stat).toContainText(label);
    }
  });
});

test.describe("Contact", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
  });

  test("shows the map, address, email and phone", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
    const map = page.locator("iframe");
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("title", /map/i);
    await expect(map).toHaveAttribute("src", /^https:\/\//);
    for (const label of ["Address", "Email", "Phone"]) {
      await expect(
        page.getByRole("region", { name: "Where to find us" }).getByText(label, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText("sales@redline-parts.example")).toBeVisible();
    await expect(page.getByText(/\+1 \(312\) 555-0142/)).toBeVisible();
    await expect(page.getByText(/Chicago, IL/)).toBeVisible();
  });

  test("required fields show errors when the form is sent empty", async ({ page }) => {
    const name = page.getByRole("textbox", { name: "Name" });
    const email = page.getByRole("textbox", { name: "Email" });
    const message = page.getByRole("textbox", { name: "Message" });
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const field of [name, email, message])
      await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/name is required/i)).toBeVisible();
    await expect(page.getByText(/email is required/i)).toBeVisible();
    await expect(page.getByText(/message is required/i)).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Thanks for contacting us" }),
    ).toHaveCount(0);
    await expect(email).toHaveAttribute("type", "email");
  });

  test("a valid message shows the spec's success alert and resets the form", async ({ page }) => {
    const name = page.getByRole("textbox", { name: "Name" });
    const email = page.getByRole("textbox", { name: "Email" });
    const message = page.getByRole("textbox", { name: "Message" });
    await name.fill("Jordan Miles");
    await email.fill("jordan@example.com");
    await message.fill("Do you ship rotors to Canada?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Thanks for contacting us" }),
    ).toHaveText(
      "Thanks for contacting us!! We received your email! Jordan Miles. We knock you soon on your jordan@example.com",
    );
    await expect(name).toHaveValue("");
    await expect(email).toHaveValue("");
    await expect(message).toHaveValue("");
    await expect(page.getByText(/is required/i)).toHaveCount(0);
  });
});

test.describe("404 page", () => {
  test("an unknown route answers 404 with an image and a link home", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Redline Parts$/);
    const main = page.getByRole("main");
    await expect(main).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    const image = main.getByRole("img").first();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("alt", /\S/);
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await main.getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Home Page | Redline Parts");
  });

  test("the server HTML of an unknown route carries the 404 content", async ({ request }) => {
    const response = await request.get("/this-page-does-not-exist");
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });
});
