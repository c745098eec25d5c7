/** @jest-environment node */
// The invoice PDF read back: a long checkout runs onto more pages (the table's header again on
// each), long names wrap whole, and text the PDF's standard font cannot draw (Polish, Cyrillic,
// Japanese) falls back to base letters or "?" instead of failing.
import { extractText, getDocumentProxy } from "unpdf";
import type { InvoiceData } from "@/domains/ordering/server/invoices/invoice-data";
import { chargeBreakdown } from "@/domains/ordering/charge-breakdown";
import { aChargedOrder, anOrder } from "../client/order-fixture";
import { invoicePdf } from "@/domains/ordering/server/invoices/invoice-pdf";
import { SHOP_ADDRESS, SHOP_EMAIL, SITE_NAME } from "@/lib/site";

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " "));
}

const invoice = (overrides: Partial<InvoiceData>): InvoiceData => ({
  number: "INV-0A1B2C3D",
  date: new Date("2026-11-20T10:00:00Z"),
  billTo: ["Dana Driver <dana@example.com>", "Ship to: 5 Main St, Springfield (phone +1 555 0100)"],
  details: [],
  lines: [],
  charges: chargeBreakdown(anOrder({ subtotal: 0, total: 0 })),
  footer: ["Paid by card, transaction pi_test_123"],
  ...overrides,
});

it("runs a long checkout onto more pages, the header on each, every line and the total", async () => {
  const lines = Array.from({ length: 90 }, (_, i) => ({
    productName: `Brake pad set number ${i + 1}`,
    partNumber: `BP-${1000 + i}`,
    quantity: 10 + i,
    unitPriceCents: 1250,
    listPriceCents: i % 3 === 0 ? 1500 : null,
    totalCents: 1250 * (10 + i),
  }));
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const total = totalCents / 100;
  const charges = chargeBreakdown(anOrder({ subtotal: total, total }));
  const pages = await pagesOf(await invoicePdf(invoice({ lines, charges })));
  expect(pages.length).toBeGreaterThan(1);
  for (const page of pages.slice(1)) expect(page).toContain("Product Qty Unit price Total");
  const all = pages.join(" ");
  for (const expected of [SITE_NAME, SHOP_ADDRESS, SHOP_EMAIL, "INV-0A1B2C3D", "2026-11-20"])
    expect(all).toContain(expected);
  for (const line of lines)
    expect(all).toContain(`${line.productName} (${line.partNumber}) ${line.quantity} 12.50$`);
  expect(all).toContain("price break (list 15.00$)");
  expect(totalCents).toBe(6131250);
  expect(pages.at(-1)).toContain("Total 61,312.50$");
  expect(pages.at(-1)).toContain("Paid by card, transaction pi_test_123");
});

it("draws names and addresses its font lacks with base letters or ?, and wraps long words", async () => {
  const longName = `Turbocharger${"X".repeat(80)} kit`;
  const pdf = await invoicePdf(
    invoice({
      billTo: [
        "Żółć Łukasz 東京 <zolc@example.com>",
        "Ship to: ул. Ленина 5\nМосква (phone +7 495 000 00 00)",
      ],
      lines: [
        {
          productName: longName,
          partNumber: null,
          quantity: 1,
          unitPriceCents: 100,
          listPriceCents: null,
          totalCents: 100,
        },
      ],
    }),
  );
  const text = (await pagesOf(pdf)).join(" ");
  expect(text).toContain("Zó?c ?ukasz ?? <zolc@example.com>");
  expect(text).toContain("Ship to: ??. ?????? 5 ?????? (phone +7 495 000 00 00)");
  expect(text.replace(/ /g, "")).toContain(longName.replace(/ /g, ""));
});

it("shows subtotal, shipping with service and date, tax with state and rate, and the total", async () => {
  const charged = aChargedOrder({ taxState: "IL", destinationDefaulted: true });
  const text = (
    await pagesOf(await invoicePdf(invoice({ charges: chargeBreakdown(charged) })))
  ).join(" ");
  expect(text).toContain("Subtotal 50.00$");
  expect(text).toContain("Shipping (Express, delivery by Tue, Dec 1, 2026) 18.40$");
  expect(text).toContain("Tax (IL 6.25%) 4.28$");
  expect(text).toContain("Total 72.68$");
  expect(text).toContain("Shipping and tax reckoned for IL, the shop's default state");
});
