/** @jest-environment jsdom */
// The checkout's shipping service picker and totals box: each service with its price and the day
// it arrives by, the chosen one checked; the totals for the chosen service with the tax's state
// and rate or the exemption; a hint, a placeholder and an error with a retry otherwise.
import { act } from "react";
import type { CheckoutQuote } from "@/domains/ordering/client";
import { CheckoutTotals } from "@/components/ordering/checkout/checkout-totals";
import { ShippingServicePicker } from "@/components/ordering/checkout/shipping-service-picker";
import { checkoutMessages } from "@/domains/ordering";
import { render } from "./dom";

const quote: CheckoutQuote = {
  options: [
    {
      service: "ground",
      label: "Ground",
      price: 0,
      days: { min: 3, max: 5 },
      deliveryBy: "2026-12-04",
    },
    {
      service: "express",
      label: "Express",
      price: 24.5,
      days: { min: 1, max: 1 },
      deliveryBy: "2026-11-30",
    },
  ],
  totals: { subtotal: 100, coreCharge: 0, shipping: 24.5, tax: 7.78, total: 132.28 },
  tax: { state: "TX", rate: 6.25, shippingTaxable: true, exemption: null },
};

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll("dt")].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

it("offers each service with its price and delivery day, and reports the one picked", async () => {
  const picked: string[] = [];
  const container = await render(
    <ShippingServicePicker
      options={quote.options}
      service="ground"
      onChange={(s) => picked.push(s)}
    />,
  );
  const radios = [...container.querySelectorAll<HTMLInputElement>("input[type=radio]")];
  expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
    ["ground", true],
    ["express", false],
  ]);
  expect(container.textContent).toContain("GroundFree");
  expect(container.textContent).toContain("Arrives by Fri, Dec 4 (3–5 business days)");
  expect(container.textContent).toContain("Express24.50$");
  expect(container.textContent).toContain("Arrives by Mon, Nov 30 (1 business day)");
  await act(async () => radios[1]!.click());
  expect(picked).toEqual(["express"]);
});

const totals = (props: Partial<Parameters<typeof CheckoutTotals>[0]>) =>
  render(
    <CheckoutTotals
      quote={undefined}
      service="express"
      loading={false}
      error={undefined}
      onRetry={() => {}}
      {...props}
    />,
  );

it("shows subtotal, the chosen service's shipping, tax with state and rate, and the total", async () => {
  const container = await totals({ quote });
  expect(rows(container)).toEqual([
    ["Subtotal", "100.00$"],
    ["Shipping (Express, delivery by Mon, Nov 30, 2026)", "24.50$"],
    ["Tax (TX 6.25%)", "7.78$"],
    ["Total", "132.28$"],
  ]);
});

it("names the exemption certificate that makes the tax 0", async () => {
  const exempt = {
    ...quote,
    totals: { ...quote.totals, tax: 0, total: 124.5 },
    tax: { ...quote.tax, exemption: { certificateNumber: "EX-77", expiresOn: "2027-06-30" } },
  };
  const container = await totals({ quote: exempt });
  expect(rows(container)).toContainEqual(["Tax exempt: certificate EX-77 (TX)", "0.00$"]);
});

it("hints until the address is complete, says when it is pricing, and offers a retry", async () => {
  expect((await totals({})).textContent).toContain(checkoutMessages.quoteHint);
  const loading = await totals({ loading: true });
  expect(loading.querySelector(".skeleton")).not.toBeNull();
  expect(loading.querySelector("[role=status]")?.textContent).toBe(checkoutMessages.quoting);
  const retried: boolean[] = [];
  const failed = await totals({
    error: new Error("Your cart is empty"),
    onRetry: () => retried.push(true),
  });
  expect(failed.querySelector("[role=alert]")?.textContent).toContain("Your cart is empty");
  await act(async () => failed.querySelector("button")!.click());
  expect(retried).toEqual([true]);
});
