import { test, expect } from "./fixtures";
import { decodeHtml, excerptPattern, homeParts, priceText, seedReviews, seedTeam } from "./data";

test.describe("Home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("has the home title and the sections in the spec's order", async ({ page }) => {
    await expect(page).toHaveTitle("Home Page | Redline Parts");
    const landmarks = [
      page.getByRole("heading", { level: 1, name: "Find Parts That Fit Your Vehicle" }),
      page.getByTestId("brand-logo").first(),
      page.getByRole("heading", { name: "Our Awesome Parts" }),
      page.getByRole("region", { name: "Offers" }),
      page.getByRole("heading", { name: "Free Home Delivery" }),
      page.getByTestId("stat").first(),
      page.getByRole("heading", { name: "Our Expert Technician" }),
      page.getByRole("heading", { name: "How to Order" }),
      page.getByRole("heading", { name: "Reviews by Customer" }),
      page.getByRole("textbox", { name: "Email address" }),
      page.getByRole("contentinfo"),
    ];
    const tops: number[] = [];
    for (const landmark of landmarks) {
      await expect(landmark).toBeAttached();
      const box = await landmark.evaluate(
        (element) => element.getBoundingClientRect().top + window.scrollY,
      );
      tops.push(box);
    }
    expect(tops, "each section starts below the previous one").toEqual(
      [...tops].sort((a, b) => a - b),
    );
  });

  test("hero: heading, brand names and an Explore link to the shop", async ({ page }) => {
    const hero = page.getByRole("region", { name: "Find Parts That Fit Your Vehicle" });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
      "Find Parts That Fit Your Vehicle",
    );
    await expect(
      hero.getByRole("list", { name: "Brands we stock parts for" }).getByRole("listitem"),
    ).not.toHaveCount(0);
    const explore = hero.getByRole("link", { name: "Explore" });
    await expect(explore).toHaveAttribute("href", "/allParts");
    await explore.click();
    await expect(page).toHaveURL(/\/allParts$/);
    await expect(page).toHaveTitle("Shop | Redline Parts");
  });

  test("brand strip shows 12 logos", async ({ page }) => {
    const logos = page.getByTestId("brand-logo");
    await expect(logos).toHaveCount(12);
    for (const logo of await logos.all())
      await expect(logo.locator("img")).toHaveAttribute("alt", /\S/);
  });

  test("parts section: the newest 4 parts with excerpt, price, MOQ, stock and Order Now", async ({
    page,
    request,
  }) => {
    const section = page.getByRole("region", { name: "Our Awesome Parts" });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Our Awesome Parts");
    await expect(section.getByText("What Parts we can provide?", { exact: true })).toBeVisible();
    // Stock is live: specs before this one may have bought these parts.
    const apiParts: { _id: string; productName: string; availableQty: number }[] = await (
      await request.get("/api/parts?sort=1")
    ).json();
    const cards = section.getByTestId("part-card");
    await expect(cards).toHaveCount(4);
    expect(homeParts[0]?.productName).toBe("Ceramic Front Brake Pad Set");
    for (const [index, part] of homeParts.entries()) {
      const card = cards.nth(index);
      const apiPart = apiParts.find((p) => p.productName === part.productName);
      const id = apiPart?._id;
      expect(id, `API knows ${part.productName}`).toBeTruthy();
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(part.productName);
      await expect(card.getByRole("img", { name: part.productName })).toBeVisible();
      await expect(card.locator("p").first()).toHaveText(
        excerptPattern(part.productDescription, 60),
      );
      await expect(card.locator("dl")).toContainText(priceText(part.priceCents));
      await expect(card.locator("dl")).toContainText(`${part.minOrderQty} pcs`);
      await expect(card.locator("dl")).toContainText(`${apiPart?.availableQty} pcs`);
      await expect(card.getByText("NEW", { exact: true })).toHaveCount(0);
      const order = card.getByRole("link", { name: /Order Now/ });
      await expect(order).toHaveText("Order Now");
      await expect(order).toHaveAttribute("href", `/purchase/${id}`);
    }
  });

  test("three promo banners and three service highlights", async ({ page }) => {
    await expect(page.getByRole("region", { name: "Offers" }).getByRole("link")).toHaveCount(3);
    for (const title of ["Free Home Delivery", "Quality Products", "Online Support"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByText(/free home delivery for all products over \$100/i)).toBeVisible();
  });

  test("statistics count up to their fixed figures once scrolled into view", async ({ page }) => {
    const stats = page.getByTestId("stat");
    await expect(stats).toHaveCount(4);
    // Record every figure the numbers pass through, to prove they animate rather than just sit there.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __statValues: string[] }).__statValues = seen;
      for (const element of document.querySelectorAll('[data-testid="stat"] .stat-value')) {
        new MutationObserver(() => seen.push(element.textContent ?? "")).observe(element, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      }
    });
    await stats.first().scrollIntoViewIfNeeded();
    const expected = [
      { title: "Total Parts", value: /^65\b/, desc: "From Start to end time we got." },
      { title: "Customers", value: /^1042$/, desc: /40.*2%/ },
      { title: "Got Awards", value: /^34$/, desc: /90.*14%/ },
      { title: "Revenue", value: /^\$24000$/, desc: /90.*14%/ },
    ];
    for (const [index, stat] of expected.entries()) {
      const card = stats.nth(index);
      await expect(card.locator(".stat-title")).toHaveText(stat.title);
      await expect(card.locator(".stat-value")).toHaveText(stat.value, { timeout: 10_000 });
      await expect(card.locator(".stat-desc")).toHaveText(stat.desc);
      await expect(card.locator("svg")).toHaveCount(1);
    }
    const seen = await page.evaluate(
      () => (window as unknown as { __statValues: string[] }).__statValues,
    );
    expect(
      seen.some((value) => /^\$?\d+/.test(value) && !/^(65 items|1042|34|\$24000)$/.test(value)),
      "figures count up",
    ).toBe(true);
  });

  test("team: four technicians with upper-case designations and three social buttons", async ({
    page,
  }) => {
    const section = page.getByRole("region", { name: "Our Expert Technician" });
    await expect(
      section.getByText("These are main technicians of this company.", { exact: true }),
    ).toBeVisible();
    const cards = section.getByTestId("team-card");
    await expect(cards).toHaveCount(4);
    await cards.first().scrollIntoViewIfNeeded();
    for (const [index, member] of seedTeam.entries()) {
      const card = cards.nth(index);
      await expect(card).toBeVisible();
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(card.getByRole("img", { name: member.name })).toBeVisible();
      const designation = card.getByText(member.designation, { exact: true });
      await expect(designation).toHaveCSS("text-transform", "uppercase");
      expect(await designation.innerText()).toBe(member.designation.toUpperCase());
      await expect(card.getByRole("button")).toHaveCount(3);
    }
  });

  test("how-to-order timeline has four steps", async ({ page }) => {
    const section = page.getByRole("region", { name: "How to Order" });
    await expect(section.getByRole("listitem")).toHaveCount(4);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      /account/i,
      /order/i,
      /email/i,
      /pay/i,
    ]);
  });

  test("reviews carousel: cards with stars, photo or initial, and dots that move it", async ({
    page,
    request,
  }) => {
    // Other tests may have added reviews: the carousel shows the latest 12, newest first.
    const reviewCount = ((await (await request.get("/api/reviews")).json()) as unknown[]).length;
    const section = page.getByRole("region", { name: "Reviews by Customer" });
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByTestId("review-card");
    await expect(cards).toHaveCount(Math.min(reviewCount, 12));
    for (const review of seedReviews) {
      const card = cards.filter({ hasText: review.reviewText });
      await expect(card).toContainText(review.reviewText);
      await expect(card.locator('[role="img"][aria-label]')).toHaveAttribute(
        "aria-label",
        `Rated ${review.rating} out of 5`,
      );
      await expect(card.locator('svg use[fill="currentColor"]')).toHaveCount(review.rating);
      const caption = card.locator("figcaption");
      if (review.photoSlug) {
        await expect(caption.locator(`img[alt="${review.authorName}"]`)).toHaveCount(1);
      } else {
        await expect(caption.locator("img")).toHaveCount(0);
        await expect(caption).toHaveText(
          new RegExp(`^\\s*${review.authorName.charAt(0)}\\s*${review.authorName}\\s*$`),
        );
      }
    }
    // Three reviews a slide on a desktop viewport.
    const slides = Math.ceil(reviewCount / 3);
    const dots = section.getByRole("button", {
      name: new RegExp(`^Show reviews \\d+ of ${slides}$`),
    });
    await expect(dots).toHaveCount(slides);
    await expect(dots.first()).toHaveAttribute("aria-current", "true");
    await expect(cards.first()).toBeInViewport({ ratio: 0.5 });
    await expect(cards.nth(3)).not.toBeInViewport({ ratio: 0.5 });
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(cards.nth(3)).toBeInViewport({ ratio: 0.5 });
    await expect(cards.first()).not.toBeInViewport({ ratio: 0.5 });
    await expect(cards.first()).toHaveAttribute("aria-hidden", "true");
  });

  test("newsletter: empty submit shows an error, a valid email shows the thank-you dialog", async ({
    page,
  }) => {
    const email = page.getByRole("textbox", { name: "Email address" });
    const subscribe = page.getByRole("button", { name: "Subscribe" });
    await email.scrollIntoViewIfNeeded();
    await subscribe.click();
    await expect(page.getByText("Field can't be empty.", { exact: true })).toBeVisible();
    await expect(email).toHaveAttribute("type", "email");
    await email.fill("driver@example.com");
    await subscribe.click();
    const dialog = page.getByRole("dialog", { name: "Thanks for your subscribe!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Now you'll receive our latest newsletter!");
    await expect(dialog.locator("svg")).not.toHaveCount(0);
    await expect(page.getByText("Field can't be empty.", { exact: true })).toHaveCount(0);
    await expect(email).toHaveValue("");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();
  });

  test("footer: Services, Company and Legal columns linking to the root, badges and copyright 2022", async ({
    page,
  }) => {
    const footer = page.getByRole("contentinfo");
    for (const column of ["Services", "Company", "Legal"]) {
      const nav = footer.getByRole("navigation", { name: column });
      await expect(nav.getByRole("heading")).toHaveText(column);
      const links = nav.getByRole("link");
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/");
    }
    await expect(footer.getByRole("img")).toHaveCount(2);
    await expect(footer).toContainText(/Copyright © 2022/);
  });

  test("server-rendered HTML carries the parts, team and reviews without JavaScript", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = decodeHtml(await response.text());
    for (const part of homeParts) expect(html).toContain(part.productName);
    for (const member of seedTeam) expect(html).toContain(member.name);
    for (const review of seedReviews) expect(html).toContain(review.reviewText);
    expect(html).toContain("Find Parts That Fit Your Vehicle");
  });
});
