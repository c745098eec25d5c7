/** @jest-environment node */
// Moving a return on: the legal steps and the refused ones, the refund by rule on receipt, the
// shelf, the cores, and the card refund made exactly once by its job.
import { eq } from "drizzle-orm";
import { refundReturn } from "@/domains/returns/server/refund-return";
import { getDb } from "@/lib/db";
import { orderEvents, returns } from "@/models";
import { runQueuedJobs } from "../../helpers/jobs";
import { mailsTo } from "../../helpers/outbox";
import { ledgerOf, orderRow, partRow, testIntentsOf } from "../../helpers/orders";
import {
  deliveredOrder,
  moveReturn,
  movedThrough,
  opened,
  people,
  returnOf,
} from "./returns-support";

let who: Awaited<ReturnType<typeof people>>;
beforeAll(async () => {
  who = await people();
});

async function aReturn(reason: string, quantity = 2, options = {}) {
  const delivered = await deliveredOrder(who.customer, who.admin, options);
  const row = await opened(who.customer.headers, {
    orderId: delivered.order._id,
    quantity,
    reason,
  });
  return { ...delivered, row };
}

async function storedReturn(id: string) {
  const [row] = await (await getDb()).select().from(returns).where(eq(returns.id, id));
  return row!;
}

describe("PATCH /api/returns/{id}", () => {
  it("goes requested → approved → received → refunded, each step in the timeline", async () => {
    const { row } = await aReturn("damaged");
    for (const status of ["approved", "received", "refunded"]) {
      const answer = await moveReturn(who.admin.headers, row._id, { status });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status });
    }
    const detail = await returnOf(who.customer.headers, row._id);
    expect(
      (detail.body as { timeline: { status: string }[] }).timeline.map((step) => step.status),
    ).toEqual(["requested", "approved", "received", "refunded"]);
  });

  it("refuses illegal moves with 409 and writes nothing", async () => {
    const { row } = await aReturn("damaged");
    const before = await storedReturn(row._id);
    for (const status of ["received", "refunded"]) {
      const answer = await moveReturn(who.admin.headers, row._id, { status });
      expect(answer.status).toBe(409);
    }
    expect(await storedReturn(row._id)).toEqual(before);
    await movedThrough(who.admin.headers, row._id, ["approved", "received"]);
    expect(
      (await moveReturn(who.admin.headers, row._id, { status: "rejected", reason: "x" })).status,
    ).toBe(409);
    expect((await moveReturn(who.admin.headers, row._id, { status: "approved" })).status).toBe(409);
  });

  it("rejects a requested or approved return only with a reason", async () => {
    const { row } = await aReturn("defective");
    expect((await moveReturn(who.admin.headers, row._id, { status: "rejected" })).status).toBe(400);
    const rejected = await moveReturn(who.admin.headers, row._id, {
      status: "rejected",
      reason: "Used, not defective.",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: "rejected",
      rejectionReason: "Used, not defective.",
    });
    expect((await moveReturn(who.admin.headers, row._id, { status: "approved" })).status).toBe(409);
    const second = await aReturn("defective");
    await movedThrough(who.admin.headers, second.row._id, ["approved"]);
    const fromApproved = await moveReturn(who.admin.headers, second.row._id, {
      status: "rejected",
      reason: "Never arrived.",
    });
    expect(fromApproved.status).toBe(200);
  });

  it("is for shop admins only, and bad bodies are 400", async () => {
    const { row } = await aReturn("damaged");
    expect((await moveReturn(who.customer.headers, row._id, { status: "approved" })).status).toBe(
      403,
    );
    expect(
      (await moveReturn(who.admin.headers, "no-such-return", { status: "approved" })).status,
    ).toBe(404);
    for (const body of [{}, { status: "requested" }, { status: "lost" }, "not json"])
      expect((await moveReturn(who.admin.headers, row._id, body)).status).toBe(400);
  });
});

describe("receiving", () => {
  it("refunds not-needed less the restocking fee (15%, rounded to the cent) and restocks", async () => {
    const { row, part } = await aReturn("not-needed", 3, { priceCents: 3333 });
    const stock = (await partRow(part.id))!.availableQty;
    const received = await movedThrough(who.admin.headers, row._id, ["approved", "received"]);
    // 3 × 33.33 = 99.99; 15% = 14.9985 → 15.00; 84.99 back.
    expect(received).toMatchObject({ refund: 84.99, restocked: true });
    expect((await partRow(part.id))!.availableQty).toBe(stock + 3);
  });

  it("refunds a wrong part in full and restocks it; damaged in full without restocking", async () => {
    const wrong = await aReturn("wrong-part", 2, { priceCents: 2500 });
    const wrongStock = (await partRow(wrong.part.id))!.availableQty;
    expect(
      await movedThrough(who.admin.headers, wrong.row._id, ["approved", "received"]),
    ).toMatchObject({ refund: 50, restocked: true });
    expect((await partRow(wrong.part.id))!.availableQty).toBe(wrongStock + 2);
    for (const reason of ["damaged", "defective", "missing-pieces"]) {
      const other = await aReturn(reason, 1, { priceCents: 2500 });
      const stock = (await partRow(other.part.id))!.availableQty;
      expect(
        await movedThrough(who.admin.headers, other.row._id, ["approved", "received"]),
      ).toMatchObject({ refund: 25, restocked: false });
      expect((await partRow(other.part.id))!.availableQty).toBe(stock);
    }
  });

  it("refunds a core's deposit and counts it returned", async () => {
    const { row, order } = await aReturn("core", 2, { coreCents: 4500, quantity: 3 });
    const received = await movedThrough(who.admin.headers, row._id, ["approved", "received"]);
    expect(received).toMatchObject({ refund: 90, restocked: false });
    expect((await orderRow(order._id))!.coresReturned).toBe(2);
  });
});

describe("refunding by card", () => {
  it("refunds exactly the amount once at the provider, in the ledger, the timeline and a mail", async () => {
    const { row, order } = await aReturn("damaged", 1, { priceCents: 2000 });
    await movedThrough(who.admin.headers, row._id, ["approved", "received", "refunded"]);
    // A second "refunded" is refused, and running the job twice refunds once.
    expect((await moveReturn(who.admin.headers, row._id, { status: "refunded" })).status).toBe(409);
    await runQueuedJobs();
    await refundReturn(row._id);
    await refundReturn(row._id);
    const [intent] = await testIntentsOf(order._id);
    expect(intent!.refundedCents).toBe(2000);
    const ledger = (await ledgerOf(order._id)).filter(
      (event) => event.eventType === "return_refunded",
    );
    expect(ledger).toEqual([expect.objectContaining({ amountCents: 2000, detail: row.number })]);
    const events = await (
      await getDb()
    )
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order._id));
    expect(events.filter((event) => event.type === "return_refunded")).toHaveLength(1);
    const mails = (await mailsTo(who.customer.email)).filter((mail) =>
      mail.subject.includes(row.number),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("20.00$");
  });

  it("refunds two returns of one order each once (a part and its core)", async () => {
    const { order } = await deliveredOrder(who.customer, who.admin, {
      priceCents: 1000,
      quantity: 2,
      coreCents: 500,
    });
    const part = await opened(who.customer.headers, {
      orderId: order._id,
      quantity: 1,
      reason: "defective",
    });
    const core = await opened(who.customer.headers, {
      orderId: order._id,
      quantity: 2,
      reason: "core",
    });
    for (const id of [part._id, core._id])
      await movedThrough(who.admin.headers, id, ["approved", "received", "refunded"]);
    await runQueuedJobs();
    const [intent] = await testIntentsOf(order._id);
    expect(intent!.refundedCents).toBe(1000 + 2 * 500);
    const refunds = (await ledgerOf(order._id)).filter(
      (event) => event.eventType === "return_refunded",
    );
    expect(refunds.map((event) => event.amountCents).sort()).toEqual([1000, 1000]);
    expect((await orderRow(order._id))!.coresReturned).toBe(2);
  });
});
