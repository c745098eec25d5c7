import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { config } from "@/lib/config";
import { formatDollars, formatMoney } from "@/lib/money";
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE, SITE_NAME } from "@/lib/site";
import { invoiceMessages } from "@/domains/ordering/invoice-texts";
import type { InvoiceData, InvoiceLine } from "./invoice-data";
import { drawable, wrap } from "./pdf-text";

const money = (cents: number) => formatMoney(cents / 100);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LEADING = 13;
/** The table's columns: left edge, width and alignment. */
const COLUMNS = [
  { x: 50, width: 245, align: "left" },
  { x: 300, width: 50, align: "right" },
  { x: 355, width: 120, align: "right" },
  { x: 480, width: 65, align: "right" },
] as const;
type Cells = [string, string, string, string];

/** Draws top to bottom, starting a new page (with the table's header again) when one is full. */
class InvoiceWriter {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Room for this height on the page, or a new page (whose header `onBreak` draws). */
  private room(height: number, onBreak?: () => void) {
    if (this.y - height >= MARGIN) return;
    this.newPage();
    onBreak?.();
  }

  text(value: string, { size = SIZE, bold = false } = {}) {
    const font = bold ? this.bold : this.regular;
    for (const line of wrap(font, size, value, A4[0] - 2 * MARGIN)) {
      this.room(size + 3);
      this.y -= size + 3;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font });
    }
  }

  gap(height = LEADING) {
    this.y -= height;
  }

  /** One table row; each cell drawn whole before the next, so its text reads back in one piece. */
  row(cells: Cells, { bold = false, header }: { bold?: boolean; header?: Cells } = {}) {
    const font = bold ? this.bold : this.regular;
    const wrapped = cells.map((cell, i) => wrap(font, SIZE, cell, COLUMNS[i]!.width));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LEADING + 4;
    this.room(height, header && (() => this.row(header, { bold: true })));
    wrapped.forEach((lines, i) => {
      const column = COLUMNS[i]!;
      lines.forEach((line, n) => {
        const width = font.widthOfTextAtSize(line, SIZE);
        const x = column.align === "right" ? column.x + column.width - width : column.x;
        this.page.drawText(line, { x, y: this.y - (n + 1) * LEADING, size: SIZE, font });
      });
    });
    this.y -= height;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.gap(4);
  }
}

const lineCells = (line: InvoiceLine): Cells => [
  line.partNumber ? `${line.productName} (${line.partNumber})` : line.productName,
  String(line.quantity),
  line.listPriceCents
    ? `${money(line.unitPriceCents)}\n${invoiceMessages.priceBreak(formatDollars(line.listPriceCents / 100))}`
    : money(line.unitPriceCents),
  money(line.totalCents),
];

/** The invoice as a PDF (pdf-lib, the standard Helvetica: nothing read from disk, nothing embedded). */
export async function invoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(drawable(regular, `${invoiceMessages.title} ${invoice.number}`));
  doc.setAuthor(SITE_NAME);
  doc.setCreationDate(invoice.date);
  const out = new InvoiceWriter(doc, regular, bold);

  out.text(SITE_NAME, { size: 20, bold: true });
  for (const detail of [SHOP_ADDRESS, `${SHOP_EMAIL} · ${SHOP_PHONE}`, config().siteUrl])
    out.text(detail);
  out.gap();
  out.text(`${invoiceMessages.title} ${invoice.number}`, { size: 14, bold: true });
  out.text(`${invoiceMessages.date}: ${invoice.date.toISOString().slice(0, 10)}`);
  for (const detail of invoice.details) out.text(detail);
  out.gap();
  out.text(invoiceMessages.billTo, { bold: true });
  for (const line of invoice.billTo) out.text(line);
  out.gap();
  const header: Cells = [...invoiceMessages.columns];
  out.row(header, { bold: true });
  out.rule();
  for (const line of invoice.lines) out.row(lineCells(line), { header });
  out.rule();
  const { lines, total, note } = invoice.charges;
  for (const line of lines) out.row([line.label, "", "", formatMoney(line.amount)]);
  out.row([total.label, "", "", formatMoney(total.amount)], { bold: true });
  if (note) out.text(note);
  out.gap();
  for (const line of invoice.footer) out.text(line);
  return Buffer.from(await doc.save());
}
