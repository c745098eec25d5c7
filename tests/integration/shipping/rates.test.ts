/** @jest-environment node */
// GET and PUT /api/shipping/rates: the default table until an admin saves one, who may call
// them, every refusal naming its field with nothing written, and quotes priced at what was saved.
import { NOT_SIGNED_IN, FORBIDDEN } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { shippingRates as shippingRatesTable } from "@/models";
import { DEFAULT_SHIPPING_RATES } from "@/domains/shipping";
import {
  aCustomer,
  anAdmin,
  aPart,
  centsOf,
  guest,
  HANDLING,
  quoteOf,
  readRates,
  saveRates,
} from "./shipping-support";

const stored = async () => (await getDb()).select().from(shippingRatesTable);

describe("GET /api/shipping/rates", () => {
  it("answers the default table to an admin while none is saved", async () => {
    expect(await stored()).toEqual([]);
    const answer = await readRates(await anAdmin());
    expect(answer).toMatchObject({ status: 200, body: DEFAULT_SHIPPING_RATES });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 403 to a customer and 401 to a guest", async () => {
    expect(await readRates(await aCustomer())).toMatchObject({
      status: 403,
      body: { error: FORBIDDEN },
    });
    expect(await readRates(guest)).toMatchObject({ status: 401, body: { error: NOT_SIGNED_IN } });
  });
});

describe("PUT /api/shipping/rates", () => {
  const edited = () => {
    const document = structuredClone(DEFAULT_SHIPPING_RATES);
    document.zones[0]!.services.ground.brackets[1]!.price = 11.11;
    document.handlingFee = 1.05;
    document.cutoffHour = 12;
    return document;
  };

  it("refuses a customer (403) and a guest (401), writing nothing", async () => {
    expect((await saveRates(await aCustomer(), edited())).status).toBe(403);
    expect((await saveRates(guest, edited())).status).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it.each([
    [
      "a state in two zones",
      (d: typeof DEFAULT_SHIPPING_RATES) => d.zones[1]!.states.push("TX"),
      "zones[2].states: TX is already in zone East and South",
    ],
    [
      "a zone missing a state",
      (d: typeof DEFAULT_SHIPPING_RATES) => d.zones[3]!.states.pop(),
      "zones: ID is in no zone: every state must be in one",
    ],
    [
      "brackets out of order",
      (d: typeof DEFAULT_SHIPPING_RATES) => (d.zones[2]!.services.express.brackets[3]!.upToLb = 9),
      "zones[2].services.express.brackets[3].upToLb: each bracket's upToLb must be above the bracket before",
    ],
    [
      "a negative handling fee",
      (d: typeof DEFAULT_SHIPPING_RATES) => (d.handlingFee = -1),
      "handlingFee: handlingFee must be a positive amount with at most 2 decimals",
    ],
  ])("answers 400 for %s, naming the field, writing nothing", async (_label, change, message) => {
    const document = edited();
    change(document);
    const answer = await saveRates(await anAdmin(), document);
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
    expect(await stored()).toEqual([]);
  });

  it("answers 400 to a body that is not a document", async () => {
    expect((await saveRates(await anAdmin(), [])).status).toBe(400);
    expect((await saveRates(await anAdmin(), "not json")).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("saves the whole document: read back, and quotes priced by it", async () => {
    const admin = await anAdmin();
    const saved = await saveRates(admin, edited());
    expect(saved).toMatchObject({ status: 200, body: edited() });
    expect((await readRates(admin)).body).toEqual(edited());
    const partId = await aPart({ weight: 3 });
    const { ground } = centsOf((await quoteOf(partId, 1, "IL")).body);
    expect(ground).toBe(1111 + 105);
    expect(ground).not.toBe(995 + HANDLING);
    const [row] = await stored();
    expect(row).toMatchObject({ id: "shop", rates: edited() });
    expect(row!.updatedBy).toEqual(expect.any(String));
  });
});
