/** @jest-environment node */
import { chargeBreakdown, combinedCharges } from "@/domains/ordering/charge-breakdown";
import { aChargedOrder, anOrder } from "../client/order-fixture";

const express = aChargedOrder();

describe("chargeBreakdown", () => {
  it("lists subtotal, shipping with its service and date, tax with state and rate, and total", () => {
    expect(chargeBreakdown(express)).toEqual({
      lines: [
        { label: "Subtotal", amount: 50 },
        { label: "Shipping (Express, delivery by Tue, Dec 1, 2026)", amount: 18.4 },
        { label: "Tax (TX 6.25%)", amount: 4.28 },
      ],
      total: { label: "Total", amount: 72.68 },
      note: null,
    });
  });

  it("says which certificate made the tax 0", () => {
    const exempt = { ...express, tax: 0, total: 68.4, taxExemptCertificate: "TX-12345" };
    expect(chargeBreakdown(exempt).lines[2]).toEqual({
      label: "Tax exempt: certificate TX-12345 (TX)",
      amount: 0,
    });
  });

  it("says when the shop's default state was used", () => {
    const defaulted = { ...express, taxState: "IL", destinationDefaulted: true };
    expect(chargeBreakdown(defaulted).note).toBe(
      "Shipping and tax reckoned for IL, the shop's default state: the order gave none.",
    );
  });

  it("shows no shipping or tax line for an order placed before they were charged", () => {
    const old = chargeBreakdown(anOrder());
    expect(old.lines).toEqual([{ label: "Subtotal", amount: 50 }]);
    expect(old.total.amount).toBe(50);
  });
});

describe("combinedCharges", () => {
  it("adds the orders' shares in cents, reckoned as the first order was", () => {
    const other = { ...express, subtotal: 0.1, shipping: 0.2, tax: 0.1, total: 0.4 };
    const both = combinedCharges([express, other]);
    expect(both).toMatchObject({ subtotal: 50.1, shipping: 18.6, tax: 4.38, total: 73.08 });
    expect(both.taxState).toBe("TX");
  });
});
