import type { APIRequestContext } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { SHOP_PAGE_SIZE } from "@/domains/catalog/public-queries";
import { decodeHtml } from "./data";
import { demoAdmin, newCustomer } from "./support/accounts";
import { bearerOf, type Auth } from "./support/api";

// The public pages read cached data; every write must expire it, so the very next request shows
// the change. Each test warms the cache with two loads first, then writes through the API as a
// signed-in user (bearer token) and reads the server-rendered HTML of the next request.

type Part = PartJson;

/** Text of some HTML as a reader sees it: no tags, React's text separators or entities. */
const textOf = (html: string) =>
  decodeHtml(html.replace(/<!-- -->/g, "").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** The part cards of a page, in order, as text. */
function partCards(html: string): string[] {
  return html
    .split('data-testid="part-card"')
    .slice(1)
    .map((chunk) => textOf(chunk.slice(chunk.indexOf(">") + 1, chunk.indexOf("</article>"))));
}

/** The review cards of the home page, in order, as text. */
function reviewCards(html: string): string[] {
  return html
    .split('data-testid="review-card"')
    .slice(1)
    .map((chunk) => textOf(chunk.slice(chunk.indexOf(">") + 1, chunk.indexOf("</li>"))));
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Loads a page twice, so its data is cached before the write. */
async function warm(request: APIRequestContext, ...paths: string[]) {
  for (const path of paths) for (let i = 0; i < 2; i++) await html(request, path);
}

const cardOf = (cards: string[], name: string) => cards.find((card) => card.includes(name));
const price = (dollars: number) =>
  `${dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}$`;

async function seededPart(request: APIRequestContext, index: number): Promise<Part> {
  const parts = (await (await request.get("/api/parts?sort=1")).json()) as Part[];
  const roomy = parts.filter((part) => part.availableQty >= part.orderQty * 4);
  return roomy[index]!;
}

// The page cache lives in the server's memory, never on disk: a server started on another
// database (a fresh DATA_DIR, `npm run db:reset`) or from a build made elsewhere shows its own
// parts, not what an earlier server or the build saw.
test("before any write, /allParts lists exactly this server's newest parts", async ({
  request,
}) => {
  const parts = (await (await request.get("/api/parts?sort=1")).json()) as Part[];
  const page = await html(request, "/allParts");
  const linked = new Set([...page.matchAll(/href="(\/parts\/[\w-]+)"/g)].map((m) => m[1]));
  const firstPage = parts.slice(0, SHOP_PAGE_SIZE).map((part) => part.url);
  expect([...linked].sort()).toEqual(firstPage.sort());
});

test.describe.serial("Public pages show every change on the next request", () => {
  let admin: Auth;
  const made: string[] = [];

  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await bearerOf(playwright, baseURL!, demoAdmin);
  });

  test.afterAll(async ({ request }) => {
    for (const id of made) await request.delete(`/api/parts/${id}`, { headers: admin });
  });

  test("an admin's new price and stock show on /allParts at once", async ({ request }) => {
    const part = await seededPart(request, 0);
    const restore = () =>
      request.patch(`/api/parts/update-stock/${part._id}`, {
        headers: admin,
        data: { availableQty: part.availableQty, price: part.price },
      });
    await warm(request, "/allParts");
    const before = cardOf(partCards(await html(request, "/allParts")), part.productName);
    expect(before).toContain(`Available ${part.availableQty} pcs`);
    try {
      const changed = await request.patch(`/api/parts/update-stock/${part._id}`, {
        headers: admin,
        data: { availableQty: 4321, price: 987.65 },
      });
      expect(await changed.json()).toEqual({ modifiedCount: 1 });
      const shop = await html(request, "/allParts");
      const after = cardOf(partCards(shop), part.productName);
      expect(after).toContain(`Price ${price(987.65)}`);
      expect(after).toContain("Available 4321 pcs");
      // The filters' price range (the highest price is the field's hint) moved with it.
      expect(shop).toMatch(/<input[^>]*placeholder="988"[^>]*name="maxPrice"/);
    } finally {
      expect((await restore()).ok()).toBe(true);
    }
    const restored = cardOf(partCards(await html(request, "/allParts")), part.productName);
    expect(restored).toContain(`Price ${price(part.price)}`);
    expect(restored).toContain(`Available ${part.availableQty} pcs`);
  });

  test("a new product shows first on / and /allParts, and is gone once deleted", async ({
    request,
  }) => {
    const name = `Fresh Pages Intake ${Date.now()}`;
    await warm(request, "/", "/allParts");
    const created = await request.post("/api/parts", {
      headers: admin,
      data: {
        productName: name,
        availableQty: "321",
        orderQty: "7",
        price: "45.67",
        productDescription: "Made by the fresh-pages test.",
        image: "/images/parts/air-filter.svg",
      },
    });
    expect(created.status()).toBe(201);
    const { insertedId } = (await created.json()) as { insertedId: string };
    made.push(insertedId);

    const [newestHome] = partCards(await html(request, "/"));
    expect(newestHome).toContain(name);
    expect(newestHome).toContain(`Price ${price(45.67)}`);
    const [newestShop] = partCards(await html(request, "/allParts"));
    expect(newestShop).toContain(`${name} NEW`);
    expect(newestShop).toContain("Available 321 pcs");

    const deleted = await request.delete(`/api/parts/${insertedId}`, { headers: admin });
    expect(await deleted.json()).toEqual({ deletedCount: 1 });
    made.splice(made.indexOf(insertedId), 1);
    expect(await html(request, "/allParts")).not.toContain(name);
    expect(await html(request, "/")).not.toContain(name);
  });

  test("a customer's order lowers the stock on /allParts; deleting it gives it back", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const buyer = newCustomer("fresh");
    const customer = await bearerOf(playwright, baseURL!, buyer, { signUp: true });
    const part = await seededPart(request, 1);
    await warm(request, "/allParts");

    const placed = await request.post("/api/orders", {
      headers: customer,
      data: {
        productInfo: { id: part._id, orderQty: String(part.orderQty) },
        address: { address: "1200 Woodward Ave, Detroit, MI", phone: "+1 313 555 0199" },
      },
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { _id: string } };
    const lowered = cardOf(partCards(await html(request, "/allParts")), part.productName);
    expect(lowered).toContain(`Available ${part.availableQty - part.orderQty} pcs`);

    const removed = await request.delete(`/api/orders/${order._id}`, { headers: customer });
    expect(await removed.json()).toEqual({ deletedCount: 1 });
    const back = cardOf(partCards(await html(request, "/allParts")), part.productName);
    expect(back).toContain(`Available ${part.availableQty} pcs`);
  });

  test("a customer's review shows first in the home carousel", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const author = newCustomer("reviewer");
    const customer = await bearerOf(playwright, baseURL!, author, { signUp: true });
    const text = `Fresh pages review ${Date.now()}: quick shipping, parts as described.`;
    await warm(request, "/");

    const added = await request.post("/api/reviews", {
      headers: customer,
      data: { reviewText: text, rating: 4 },
    });
    expect(added.status()).toBe(201);
    const [newest] = reviewCards(await html(request, "/"));
    expect(newest).toContain(text);
    expect(newest).toContain(author.name);
  });

  test("the shop grows a page when the catalog outgrows its last one, and loses it again", async ({
    request,
  }) => {
    const before = (await (await request.get("/api/parts")).json()) as Part[];
    const pages = Math.ceil(before.length / SHOP_PAGE_SIZE);
    const next = `/allParts?page=${pages + 1}`;
    await warm(request, "/allParts", `/allParts?page=${pages}`);
    expect((await request.get(next)).status()).toBe(404);
    const added: string[] = [];
    // Fill the last page and put one part more.
    for (let count = before.length; count <= pages * SHOP_PAGE_SIZE; count += 1) {
      const created = await request.post("/api/parts", {
        headers: admin,
        data: {
          productName: `Paging Filler ${count} ${Date.now()}`,
          availableQty: 100,
          orderQty: 10,
          price: 1.5,
          productDescription: "Made by the shop-pages test.",
          image: "/images/parts/air-filter.svg",
        },
      });
      expect(created.status()).toBe(201);
      added.push(((await created.json()) as { insertedId: string }).insertedId);
    }
    made.push(...added);

    const first = await html(request, "/allParts");
    expect(partCards(first)).toHaveLength(SHOP_PAGE_SIZE);
    expect(textOf(first)).toContain(`page 1 of ${pages + 1}`);
    expect(first).toContain(`href="/allParts?page=${pages + 1}"`);
    // The new last page holds the oldest part, and is a page of its own for search engines.
    const oldest = before[0]!;
    const last = await html(request, next);
    expect(partCards(last).map((card) => card.includes(oldest.productName))).toEqual([true]);
    expect(last).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]+/allParts\\?page=${pages + 1}"`),
    );

    for (const id of added) {
      expect((await request.delete(`/api/parts/${id}`, { headers: admin })).ok()).toBe(true);
      made.splice(made.indexOf(id), 1);
    }
    expect((await request.get(next)).status()).toBe(404);
    expect(textOf(await html(request, "/allParts"))).toContain(`page 1 of ${pages}`);
  });
});
