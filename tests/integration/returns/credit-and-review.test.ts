/** @jest-environment node */
// A return of an order bought on account (a credit note on its invoice), a company admin's view,
// the return authorisation PDF, the fitment review and the cores outstanding.
import { eq } from "drizzle-orm";
import { GET as partsTableRoute } from "@/app/api/parts/all/route";
import { coresOutstanding } from "@/domains/returns/server";
import { getDb } from "@/lib/db";
import { creditNotes, orders, returns } from "@/models";
import { callRoute } from "../../helpers/call-route";
import { mailsTo } from "../../helpers/outbox";
import { shipOrder } from "../../helpers/orders";
import { pdfText } from "../../helpers/pdf";
import { createVehicle } from "../../helpers/vehicles";
import {
  anApprovedCompany,
  invoiceOfCheckout,
  invoicePdf,
  OREGON,
  onAccount,
} from "../billing/billing-support";
import {
  deliveredOrder,
  fitmentReviewOf,
  labelOf,
  listReturns,
  moveReturn,
  movedThrough,
  opened,
  people,
  requestReturn,
  returnOf,
} from "./returns-support";

let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people();
});

describe("orders on account", () => {
  it("credits the invoice instead of the card: the amount due drops, once, on the PDF", async () => {
    const company = await anApprovedCompany();
    const { placed } = await onAccount(company.buyer, 30_000, { address: OREGON });
    const order = placed.orders[0]!;
    expect((await shipOrder(who.admin, order._id)).status).toBe(200);
    // The company's admin may open it for their buyer; another customer may not see it.
    const row = await opened(company.admin.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "defective",
    });
    expect((await returnOf(company.buyer.headers, row._id)).status).toBe(200);
    expect((await returnOf(who.other.headers, row._id)).status).toBe(404);
    const listed = await listReturns(company.admin.headers);
    expect((listed.body as { _id: string }[]).map((entry) => entry._id)).toContain(row._id);

    const before = (await invoiceOfCheckout(placed.checkoutId))!;
    await movedThrough(who.admin.headers, row._id, ["approved", "received", "refunded"]);
    expect((await moveReturn(who.admin.headers, row._id, { status: "refunded" })).status).toBe(409);
    const after = (await invoiceOfCheckout(placed.checkoutId))!;
    expect(after.creditedCents).toBe(30_000);
    expect(after.totalCents - after.paidCents - after.creditedCents).toBe(
      before.totalCents - before.paidCents - 30_000,
    );
    const notes = await (
      await getDb()
    )
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.returnId, row._id));
    expect(notes).toEqual([expect.objectContaining({ amountCents: 30_000 })]);
    const pdf = await invoicePdf(company.admin.headers, after.id);
    expect(await pdfText(pdf.bytes)).toContain(`Credit note ${notes[0]!.number}`);
    const mails = (await mailsTo(company.buyer.email)).filter((mail) =>
      mail.subject.includes(row.number),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`Credit note ${notes[0]!.number}`);
  });
});

describe("GET /api/returns/{id}/label", () => {
  it("is a PDF with the RMA number, the order, the part and the return address", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin);
    const row = await opened(who.customer.headers, {
      orderId: order._id,
      quantity: 2,
      reason: "not-needed",
    });
    const label = await labelOf(who.customer.headers, row._id);
    expect(label.status).toBe(200);
    expect(label.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(label.bytes);
    for (const expected of [row.number, order._id, order.productInfo.productName, "Quantity: 2"])
      expect(text).toContain(expected);
    expect(text).toContain("1200 Industrial Parkway");
    expect((await labelOf(who.other.headers, row._id)).status).toBe(404);
    expect((await labelOf(who.admin.headers, row._id)).status).toBe(200);
  });
});

describe("the fitment review", () => {
  it("ranks parts by wrong-part returns, with their vehicles, and flags them on Manage Products", async () => {
    const civic = await createVehicle({ year: 2011, make: "Reviewcar", model: "One" });
    const accord = await createVehicle({ year: 2012, make: "Reviewcar", model: "Two" });
    const often = await deliveredOrder(who.customer, who.admin, { quantity: 5 });
    for (const vehicleId of [civic, accord, civic])
      await opened(who.customer.headers, {
        orderId: often.order._id,
        quantity: 1,
        reason: "wrong-part",
        vehicleId,
      });
    const once = await deliveredOrder(who.customer, who.admin, { quantity: 5 });
    await opened(who.customer.headers, {
      orderId: once.order._id,
      quantity: 2,
      reason: "wrong-part",
      vehicleId: accord,
    });
    expect((await fitmentReviewOf(who.customer.headers)).status).toBe(403);
    const review = await fitmentReviewOf(who.admin.headers);
    expect(review.status).toBe(200);
    const rows = review.body as {
      partId: string;
      returns: number;
      units: number;
      flagged: boolean;
      vehicles: { _id: string; label: string }[];
      fitmentPath: string;
    }[];
    const first = rows.findIndex((row) => row.partId === often.part.id);
    const second = rows.findIndex((row) => row.partId === once.part.id);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(second);
    expect(rows[first]).toMatchObject({
      returns: 3,
      units: 3,
      flagged: true,
      fitmentPath: `/dashboard/fitment/${often.part.id}`,
    });
    expect(rows[first]!.vehicles.map((vehicle) => vehicle.label).sort()).toEqual([
      "2011 Reviewcar One",
      "2012 Reviewcar Two",
    ]);
    expect(rows[second]).toMatchObject({ returns: 1, units: 2, flagged: false });

    const table = await callRoute(
      partsTableRoute,
      `/api/parts/all?q=${encodeURIComponent(often.part.productName)}`,
      { headers: who.admin.headers },
    );
    expect(table.body).toEqual([
      expect.objectContaining({ _id: often.part.id, fitmentReview: true }),
    ]);
  });
});

describe("cores outstanding", () => {
  it("counts shipped pieces whose core is not back, and their deposit, within the window", async () => {
    const before = await coresOutstanding();
    const { order } = await deliveredOrder(who.customer, who.admin, {
      quantity: 3,
      coreCents: 2500,
    });
    expect(await coresOutstanding()).toEqual({
      units: before.units + 3,
      deposit: before.deposit + 75,
    });
    const row = await opened(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "core",
    });
    await movedThrough(who.admin.headers, row._id, ["approved", "received"]);
    expect(await coresOutstanding()).toEqual({
      units: before.units + 2,
      deposit: before.deposit + 50,
    });
    const [stored] = await (await getDb()).select().from(orders).where(eq(orders.id, order._id));
    expect(stored!.coresReturned).toBe(1);
    expect(
      (await requestReturn(who.other.headers, { orderId: order._id, quantity: 1, reason: "core" }))
        .status,
    ).toBe(404);
    expect(
      await (await getDb()).select().from(returns).where(eq(returns.orderId, order._id)),
    ).toHaveLength(1);
  });
});
