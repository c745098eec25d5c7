/** @jest-environment node */
import {
  chargeBreakdown,
  combinedCharges,
  coreDepositsOf,
} from "@/domains/ordering/charge-breakdown";
import { coreChargeTexts as coreTexts } from "@/domains/catalog/core-charge-texts";
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

describe("core deposits", () => {
  // Four alternators at 124$ with a 45$ deposit each: 180$ of deposit, not taxed.
  const withDeposit = {
    ...express,
    productInfo: { ...express.productInfo, orderQty: 4 },
    subtotal: 496,
    coreCharge: 180,
    coresOutstanding: 4,
    tax: 31,
    total: 725.4,
  };

  it("adds a line of its own after the subtotal: the deposit per piece × the quantity", () => {
    const { lines, total } = chargeBreakdown(withDeposit, coreDepositsOf([withDeposit]));
    expect(lines[1]).toEqual({
      label: "Core deposit 45.00$ × 4, refunded when the old part is returned",
      amount: 180,
    });
    expect(lines.map((line) => line.label)).toEqual([
      "Subtotal",
      "Core deposit 45.00$ × 4, refunded when the old part is returned",
      "Shipping (Express, delivery by Tue, Dec 1, 2026)",
      "Tax (TX 6.25%)",
    ]);
    expect(total.amount).toBe(725.4);
  });

  it("lists each line's deposit in a checkout, or their sum where the lines are not known", () => {
    const other = { ...withDeposit, productInfo: { ...withDeposit.productInfo, orderQty: 3 } };
    const both = [withDeposit, { ...other, coreCharge: 37.5 }];
    const { lines } = chargeBreakdown(combinedCharges(both), coreDepositsOf(both));
    expect(lines.slice(1, 3)).toEqual([
      { label: coreTexts.line(45, 4), amount: 180 },
      { label: "Core deposit 12.50$ × 3, refunded when the old part is returned", amount: 37.5 },
    ]);
    expect(chargeBreakdown(combinedCharges(both)).lines[1]).toEqual({
      label: "Core deposits, refunded when the old parts are returned",
      amount: 217.5,
    });
  });

  it("shows nothing extra without a deposit", () => {
    expect(chargeBreakdown(express, coreDepositsOf([express])).lines).toHaveLength(3);
    expect(coreTexts.perPiece(1250)).toBe(
      "Core deposit 1,250.00$, refunded when the old part is returned",
    );
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
