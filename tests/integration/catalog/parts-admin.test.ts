/** @jest-environment node */
// Products through the admin routes: POST /api/parts takes the original client's body (numbers
// as strings) but the creator and date come from the session and the clock; every Add Product
// and Update rule answers the spec's message and changes nothing.
import { POST as postPart } from "@/app/api/parts/route";
import { GET as getPart } from "@/app/api/parts/[id]/route";
import { PATCH as patchPart } from "@/app/api/parts/update-stock/[id]/route";
import type { NextConfig } from "next";
import { hasRemoteMatch } from "next/dist/shared/lib/match-remote-pattern";
import { resetConfigForTests } from "@/lib/config";
import { catalogMessages as messages } from "@/domains/catalog/catalog-texts";
import { demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { createPart, partRow, snapshot, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let admin: Buyer;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
});

/** next.config.ts as `next start` reads it, with the IMAGE_HOSTS of the moment. */
async function nextConfig() {
  let loaded: Promise<{ default: NextConfig }> | undefined;
  jest.isolateModules(() => {
    loaded = import("@/next.config");
  });
  return (await loaded!).default;
}

let made = 0;
/** What the original client posted: numbers as strings, its own date and creator. */
const originalBody = (changes: Record<string, unknown> = {}) => ({
  productName: `Billet Turbo Manifold ${++made}`,
  availableQty: "500",
  orderQty: "20",
  price: "49.99",
  productDescription: "Stainless, TIG-welded, for inline fours.",
  image: "/uploads/0b5e9d7a-6a4c-4c84-9a8e-2d6f1f3c9b11.webp",
  createdAt: "1999-01-01T00:00:00.000Z",
  creator: { name: "Somebody Else", uid: "somebody-else" },
  ...changes,
});

const post = async (body: unknown) =>
  callRoute(postPart, "/api/parts", { method: "POST", headers: await headersOf(admin), body });
const patch = async (id: string, body: unknown) =>
  callRoute(patchPart, `/api/parts/update-stock/${id}`, {
    method: "PATCH",
    headers: await headersOf(admin),
    params: { id },
    body,
  });

/** The call is a 400 with this message, and no table changed. */
async function expectRefused(
  call: () => Promise<{ status: number; body: unknown }>,
  error: unknown,
) {
  const before = await snapshot();
  expect(await call()).toMatchObject({ status: 400, body: { error } });
  expect(await snapshot()).toEqual(before);
}

describe("POST /api/parts", () => {
  it("takes the original client's body; creator and date come from the server", async () => {
    const body = originalBody();
    const started = Date.now();
    const answer = await post(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ insertedId: expect.any(String) });
    const id = (answer.body as { insertedId: string }).insertedId;
    const row = await partRow(id);
    expect(row).toMatchObject({
      productName: body.productName,
      priceCents: 4999,
      availableQty: 500,
      minOrderQty: 20,
      creatorName: admin.name,
      creatorUid: admin.uid,
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const shown = await callRoute(getPart, `/api/parts/${id}`, { params: { id } });
    expect(shown).toMatchObject({
      status: 200,
      body: {
        _id: id,
        productName: body.productName,
        productDescription: body.productDescription,
        price: 49.99,
        availableQty: 500,
        orderQty: 20,
        image: body.image,
        creator: { name: admin.name, uid: admin.uid },
      },
    });
  });

  it("takes numbers as numbers, a zero stock and a seeded image path", async () => {
    const body = originalBody({ availableQty: 0, orderQty: 5, price: 0.3 });
    const answer = await post({ ...body, image: "/images/parts/air-filter.svg" });
    expect(answer.status).toBe(201);
    const row = await partRow((answer.body as { insertedId: string }).insertedId);
    expect(row).toMatchObject({ availableQty: 0, minOrderQty: 5, priceCents: 30 });
  });

  it.each([
    ["productName", messages.productNameRequired],
    ["availableQty", messages.availableQtyRequired],
    ["orderQty", messages.orderQtyRequired],
    ["price", messages.priceRequired],
    ["productDescription", messages.descriptionRequired],
    ["image", messages.imageRequired],
  ])("without %s: '%s'; blank the same", async (field, message) => {
    // JSON leaves out a field whose value is undefined.
    await expectRefused(() => post(originalBody({ [field]: undefined })), message);
    await expectRefused(() => post(originalBody({ [field]: "  " })), message);
  });

  it.each([
    ["a price with 3 decimals", { price: "12.345" }, /at most 2 decimals/],
    ["a price of 0", { price: "0" }, "Price must be more than 0"],
    ["a negative price", { price: "-5" }, /positive amount/],
    ["a negative price as a number", { price: -5 }, /positive amount/],
    ["a price that is not a number", { price: "cheap" }, /positive amount/],
    ["a fractional stock", { availableQty: "2.5" }, "Available quantity must be a whole number"],
    ["a negative stock", { availableQty: "-1" }, messages.stockNegative],
    ["a negative stock as a number", { availableQty: -1 }, messages.stockNegative],
    ["a stock that is not a number", { availableQty: "lots" }, /must be a whole number/],
    ["a fractional order quantity", { orderQty: 1.5 }, /Maximum order quantity must be a whole/],
    ["a negative order quantity", { orderQty: "-3" }, /Maximum order quantity/],
    ["an order quantity of 0", { orderQty: "0" }, /Maximum order quantity must be at least 1/],
    ["an order quantity that is not a number", { orderQty: "1e3" }, /must be a whole number/],
  ])("%s is refused (400)", async (_label, changes, error) => {
    await expectRefused(() => post(originalBody(changes)), error);
  });

  it.each([
    "javascript:alert(document.cookie)",
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
    "/uploads/../x",
    "/uploads/../../secret.webp",
    "//evil.example/x.png",
    "ftp://images.example.com/x.png",
    "file:///etc/passwd",
  ])("the image %p is refused (400)", async (image) => {
    await expectRefused(() => post(originalBody({ image })), /uploaded file or an http\(s\) URL/);
  });

  describe("image URLs on other sites", () => {
    const saved = process.env.IMAGE_HOSTS;
    const allow = (hosts: string | undefined) => {
      if (hosts === undefined) delete process.env.IMAGE_HOSTS;
      else process.env.IMAGE_HOSTS = hosts;
      resetConfigForTests();
    };
    afterEach(() => allow(saved));

    it("a host that is not configured is refused with a clear message", async () => {
      allow(undefined);
      const image = "https://images.example.com/parts/turbo.png";
      await expectRefused(
        () => post(originalBody({ image })),
        messages.imageHostNotAllowed("images.example.com"),
      );
    });

    it("with IMAGE_HOSTS=images.example.com that host is accepted, others are not", async () => {
      allow("images.example.com");
      const image = "https://images.example.com/parts/turbo.png";
      const answer = await post(originalBody({ image }));
      expect(answer.status).toBe(201);
      expect(await partRow((answer.body as { insertedId: string }).insertedId)).toMatchObject({
        image,
      });
      for (const host of ["evil.example", "images.example.com.evil.example"]) {
        const other = `https://${host}/parts/turbo.png`;
        await expectRefused(
          () => post(originalBody({ image: other })),
          messages.imageHostNotAllowed(host),
        );
      }
    });

    // BUG: the schema takes http: and https: URLs of an allowed host, but next.config.ts lets
    // next/image load only https from them, so an http image is saved and then never shown.
    it.each(["https", "http"])(
      "a %s URL of an allowed host is saved only if next/image may show it",
      async (protocol) => {
        allow("images.example.com");
        const image = `${protocol}://images.example.com/parts/turbo.png`;
        const { remotePatterns = [] } = (await nextConfig()).images ?? {};
        const displayable = hasRemoteMatch([], remotePatterns, new URL(image));
        const saved = (await post(originalBody({ image }))).status === 201;
        expect({ image, saved }).toEqual({ image, saved: displayable });
      },
    );
  });
});

describe("PATCH /api/parts/update-stock/{id}", () => {
  it("changes exactly the four fields; the price is sent in dollars and kept in cents", async () => {
    const part = await createPart({ priceCents: 1000, orderQty: 10, availableQty: 100 });
    const changes = { productName: "Renamed Part", availableQty: 250, orderQty: 25, price: 19.99 };
    expect(await patch(part.id, changes)).toMatchObject({
      status: 200,
      body: { modifiedCount: 1 },
    });
    expect(await partRow(part.id)).toEqual({
      ...part,
      productName: "Renamed Part",
      availableQty: 250,
      minOrderQty: 25,
      priceCents: 1999,
    });
  });

  it("a field left out keeps its value", async () => {
    const part = await createPart({ priceCents: 1000, availableQty: 100 });
    expect((await patch(part.id, { price: "7.5" })).body).toEqual({ modifiedCount: 1 });
    expect(await partRow(part.id)).toEqual({ ...part, priceCents: 750 });
  });

  it.each([
    ["image", { image: "https://evil.example/x.png" }],
    ["creator", { creator: { name: "Mallory", uid: "mallory" } }],
    ["productDescription", { productDescription: "changed" }],
    ["createdAt", { createdAt: "1999-01-01T00:00:00.000Z" }],
  ])("an extra field (%s) is refused, naming it, and nothing changes", async (field, extra) => {
    const part = await createPart();
    const error = expect.stringContaining(`${field} is not allowed`);
    await expectRefused(() => patch(part.id, { availableQty: 5, ...extra }), error);
  });

  it.each([
    ["{}", {}, "Nothing to update"],
    ["a negative stock", { availableQty: -1 }, messages.stockNegative],
    ["a negative stock as a string", { availableQty: "-20" }, messages.stockNegative],
    ["a fractional stock", { availableQty: 2.5 }, /whole number/],
    ["a price with 3 decimals", { price: 1.005 }, /at most 2 decimals/],
    ["a blank name", { productName: " " }, messages.productNameRequired],
  ])("%s is refused (400)", async (_label, body, error) => {
    const part = await createPart();
    await expectRefused(() => patch(part.id, body), error);
  });

  it("an unknown part is 404", async () => {
    const id = "00000000-0000-0000-0000-000000000000";
    expect(await patch(id, { availableQty: 5 })).toMatchObject({
      status: 404,
      body: { error: "Part not found" },
    });
  });
});
