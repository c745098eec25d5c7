/** @jest-environment jsdom */
// The returns' browser calls (what the screens send) and the model's rules they show.
import {
  fitmentReviewPath,
  moveReturn,
  openReturn,
  returnLabelPath,
  returnPath,
  RETURNS_PATH,
  type FitmentReview,
  type ReturnDetail,
  type ReturnsTableRow,
} from "@/domains/returns/client";
import {
  mayMove,
  refundCents,
  RETURN_REASONS,
  RETURN_STATUSES,
  returnReasonLabels,
  returnRequestSchema,
  returnStatusLabels,
} from "@/domains/returns";
import { fetchCalls, jsonAnswer } from "./dom";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe("the returns client", () => {
  it("opens and moves returns, and names the lists, a return, its label and the review", async () => {
    // What the screens read back: a table row, one return with its history, the review.
    const row = { _id: "r1", status: "requested" } satisfies Partial<ReturnsTableRow>;
    const detail = { ...row, timeline: [] } satisfies Partial<ReturnDetail>;
    const review = [] satisfies FitmentReview;
    fetchMock.mockResolvedValue(jsonAnswer(200, { ...detail, review }));
    expect(await openReturn({ orderId: "o1", quantity: 2, reason: "core" })).toMatchObject(row);
    await moveReturn("r 1", { status: "rejected", reason: "Used." });
    expect(fetchCalls(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/returns",
        body: { orderId: "o1", quantity: 2, reason: "core" },
      },
      { method: "PATCH", url: "/api/returns/r%201", body: { status: "rejected", reason: "Used." } },
    ]);
    expect([RETURNS_PATH, returnPath("r1"), returnLabelPath("r1"), fitmentReviewPath]).toEqual([
      "/api/returns",
      "/api/returns/r1",
      "/api/returns/r1/label",
      "/api/returns/fitment-review",
    ]);
  });
});

describe("the returns model", () => {
  it("labels every reason and status, and the form's schema takes a note only when given", () => {
    for (const reason of RETURN_REASONS) expect(returnReasonLabels[reason]).toBeTruthy();
    for (const status of RETURN_STATUSES) expect(returnStatusLabels[status]).toBeTruthy();
    const base = { orderId: "o1", quantity: "1", reason: "damaged" };
    expect(returnRequestSchema.safeParse(base).success).toBe(true);
    expect(returnRequestSchema.safeParse({ ...base, note: "  " }).success).toBe(false);
  });

  it("computes refunds by rule, the restocking fee rounded half up to the cent", () => {
    const order = { priceCents: 3333, coreChargeCents: 4500 };
    expect(refundCents("not-needed", 3, order, 15)).toBe(9999 - 1500);
    expect(refundCents("not-needed", 1, { ...order, priceCents: 10 }, 15)).toBe(8);
    for (const reason of ["wrong-part", "damaged", "defective", "missing-pieces"] as const)
      expect(refundCents(reason, 2, order, 15)).toBe(6666);
    expect(refundCents("core", 2, order, 15)).toBe(9000);
  });

  it("moves only forward, and rejects only before receipt", () => {
    expect(mayMove("requested", "approved")).toBe(true);
    expect(mayMove("approved", "rejected")).toBe(true);
    expect(mayMove("received", "rejected")).toBe(false);
    expect(mayMove("requested", "received")).toBe(false);
    expect(mayMove("refunded", "refunded")).toBe(false);
  });
});
