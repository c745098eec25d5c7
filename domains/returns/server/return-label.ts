import "server-only";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { SITE_NAME } from "@/lib/site";
import { wrapPdfText } from "@/domains/ordering/server";
import { RETURN_ADDRESS, returnLabelTexts } from "@/domains/returns/return-texts";
import { readableReturn } from "./return-detail";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;

/**
 * `GET /api/returns/{id}/label`: the return authorisation to put in the box (its buyer, their
 * company's admin or a shop admin): the RMA number, the order's line and where to send it.
 */
export async function returnLabel(actor: Actor | null, returnId: string) {
  const { row, order } = await readableReturn(await getDb(), actor, returnId);
  const doc = await PDFDocument.create();
  doc.setTitle(`${returnLabelTexts.title} ${row.number}`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const write = (text: string, size = 11, font = regular) => {
    for (const line of wrapPdfText(font, size, text, WIDTH)) {
      y -= size + 4;
      page.drawText(line, { x: MARGIN, y, size, font });
    }
  };
  const texts = returnLabelTexts;
  write(SITE_NAME, 12, bold);
  write(texts.title, 18, bold);
  y -= 10;
  write(texts.number(row.number), 14, bold);
  write(texts.order(order.id));
  write(texts.part(order.productName));
  write(texts.quantity(row.quantity));
  write(texts.reason(row.reason));
  write(texts.status(row.status));
  y -= 14;
  write(texts.shipTo, 11, bold);
  for (const line of RETURN_ADDRESS) write(line);
  y -= 14;
  write(texts.instructions, 10);
  return {
    fileName: `return-${row.number.toLowerCase()}.pdf`,
    pdf: Buffer.from(await doc.save()),
  };
}
