/** @jest-environment node */
// The Update modal's lost update: it showed 30 pcs, 5 were sold while it was open, the admin set
// 80, and the 5 sold were undone (80 instead of 75). With the stock it showed
// (`expectedAvailableQty`) PATCH /api/parts/update-stock/{id} refuses a stock that changed
// meanwhile with 409 and the current value, and changes nothing; without it the call sets the
// stock as given, as the contract's call always did.
import { PATCH as patchPart } from "@/app/api/parts/update-stock/[id]/route";
import { catalogMessages as messages } from "@/domains/catalog/catalog-texts";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { createPart, partRow, placedOrder, snapshot, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let admin: Buyer;
let buyer: Buyer;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  buyer = await createUser();
});

const patch = async (id: string, body: unknown) =>
  callRoute(patchPart, `/api/parts/update-stock/${id}`, {
    method: "PATCH",
    headers: await headersOf(admin),
    params: { id },
    body,
  });

/** A part showing 30 pcs in the modal, of which a customer then buys 5. */
async function soldWhileEditing() {
  const part = await createPart({ availableQty: 30, orderQty: 5, priceCents: 1000 });
  await placedOrder(buyer, part, 5);
  expect((await partRow(part.id))?.availableQty).toBe(25);
  return part;
}

describe("PATCH /api/parts/update-stock/{id} with expectedAvailableQty", () => {
  it("refuses a stock that changed meanwhile: 409, the current value, nothing changed", async () => {
    const part = await soldWhileEditing();
    const before = await snapshot();
    const answer = await patch(part.id, {
      productName: "Renamed while stale",
      availableQty: 80,
      orderQty: 5,
      price: 12,
      expectedAvailableQty: 30,
    });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        error: messages.stockChangedWhileEditing(25),
        issues: [{ path: ["availableQty"], currentAvailableQty: 25 }],
      },
    });
    expect(messages.stockChangedWhileEditing(25)).toBe(
      "The stock changed to 25 pcs while you were editing. Check it and save again.",
    );
    expect(await snapshot()).toEqual(before);
  });

  it("sets the stock (and the other fields) when it is still the one shown", async () => {
    const part = await soldWhileEditing();
    const answer = await patch(part.id, {
      productName: "Renamed",
      availableQty: 75,
      expectedAvailableQty: 25,
    });
    expect(answer).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect(await partRow(part.id)).toMatchObject({ productName: "Renamed", availableQty: 75 });
  });

  it("answers 404 for an unknown part", async () => {
    const id = "00000000-0000-0000-0000-000000000000";
    expect(await patch(id, { availableQty: 5, expectedAvailableQty: 3 })).toMatchObject({
      status: 404,
      body: { error: "Part not found" },
    });
  });

  it.each([
    ["without availableQty", { price: 3, expectedAvailableQty: 25 }, /sent with the availableQty/],
    ["negative", { availableQty: 5, expectedAvailableQty: -1 }, messages.stockNegative],
    ["fractional", { availableQty: 5, expectedAvailableQty: 2.5 }, /whole number/],
  ])("is refused %s (400) and nothing changes", async (_label, body, error) => {
    const part = await createPart();
    const before = await snapshot();
    expect(await patch(part.id, body)).toMatchObject({ status: 400, body: { error } });
    expect(await snapshot()).toEqual(before);
  });
});

describe("PATCH /api/parts/update-stock/{id} without expectedAvailableQty", () => {
  it("still sets the stock as given, whatever was sold (the contract's call)", async () => {
    const part = await soldWhileEditing();
    expect(await patch(part.id, { availableQty: 80 })).toMatchObject({
      status: 200,
      body: { modifiedCount: 1 },
    });
    expect((await partRow(part.id))?.availableQty).toBe(80);
  });
});
