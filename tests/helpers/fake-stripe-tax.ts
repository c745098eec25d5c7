// Stripe Tax's `POST /v1/tax/calculations` as the fake Stripe answers it: its own made-up rates
// per state and jurisdiction (unlike the shop's table, so a test can tell whose tax was charged),
// tax rounded half up per line, shipping taxed where its rates say so.

/** The fake's jurisdictions per state: [jurisdiction, percent]; states not listed have 5 %. */
export const FAKE_STRIPE_TAX_RATES: Record<string, [string, string][]> = {
  TX: [
    ["TX", "6.25"],
    ["Travis County", "1.0"],
    ["Austin", "1.0"],
  ],
  MI: [["MI", "6.0"]],
  OR: [],
};
/** States whose shipping the fake taxes. */
export const FAKE_STRIPE_TAXED_SHIPPING = new Set(["TX"]);

const percentOf = (cents: number, percent: string) => Math.round((cents * Number(percent)) / 100);

/** The Tax Calculation object for a form-encoded create request. */
export function fakeTaxCalculation(form: Record<string, string>) {
  const state = form["customer_details[address][state]"] ?? "";
  const lines = Object.keys(form)
    .filter((key) => /^line_items\[\d+\]\[amount\]$/.test(key))
    .map((key) => Number(form[key]));
  const shipping = Number(form["shipping_cost[amount]"] ?? 0);
  const rates = FAKE_STRIPE_TAX_RATES[state] ?? [[state, "5.0"]];
  const breakdown = rates.map(([jurisdiction, percent]) => {
    const taxedShipping = FAKE_STRIPE_TAXED_SHIPPING.has(state) ? shipping : 0;
    const amount =
      lines.reduce((sum, cents) => sum + percentOf(cents, percent), 0) +
      percentOf(taxedShipping, percent);
    const taxable = lines.reduce((sum, cents) => sum + cents, 0) + taxedShipping;
    return {
      amount,
      inclusive: false,
      tax_rate_details: {
        country: "US",
        state,
        percentage_decimal: Number(percent).toFixed(4),
        tax_type: "sales_tax",
        display_name: jurisdiction,
      },
      taxability_reason: "standard_rated",
      taxable_amount: taxable,
    };
  });
  const shippingTax = FAKE_STRIPE_TAXED_SHIPPING.has(state)
    ? rates.reduce((sum, [, percent]) => sum + percentOf(shipping, percent), 0)
    : 0;
  const tax = breakdown.reduce((sum, part) => sum + part.amount, 0);
  const subtotal = lines.reduce((sum, cents) => sum + cents, 0);
  return {
    id: `taxcalc_${Math.random().toString(36).slice(2, 14)}`,
    object: "tax.calculation",
    amount_total: subtotal + shipping + tax,
    currency: form.currency ?? "usd",
    customer: null,
    customer_details: {
      address: {
        country: form["customer_details[address][country]"] ?? null,
        state,
        postal_code: form["customer_details[address][postal_code]"] ?? null,
      },
      address_source: form["customer_details[address_source]"] ?? null,
      taxability_override: "none",
      tax_ids: [],
    },
    expires_at: Math.floor(Date.now() / 1000) + 90 * 24 * 3600,
    livemode: false,
    shipping_cost: {
      amount: shipping,
      amount_tax: shippingTax,
      tax_behavior: "exclusive",
      tax_code: "txcd_92010001",
    },
    tax_amount_exclusive: tax,
    tax_amount_inclusive: 0,
    tax_breakdown: breakdown,
    tax_date: Math.floor(Date.now() / 1000),
  };
}
