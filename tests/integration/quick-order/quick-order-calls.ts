// Quick order as the page calls it, and parts with numbers of a test's choosing.
import { eq } from "drizzle-orm";
import { POST as postQuickOrder } from "@/app/api/quick-order/route";
import { numberColumns } from "@/domains/catalog/part-number";
import { getDb } from "@/lib/db";
import type { QuickOrderJson, QuickOrderLineJson } from "@/domains/ordering/quick-order";
import { parts, type PriceTier } from "@/models";
import { callRoute } from "../../helpers/call-route";
import { createPart, type PartRow } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

/** POST /api/quick-order with this body (a string is sent as it is); null is a guest. */
export async function quickOrder(caller: { uid: string } | null, body: unknown) {
  return callRoute(postQuickOrder, "/api/quick-order", {
    method: "POST",
    headers: { "content-type": "application/json", ...(await headersOf(caller)) },
    body,
  });
}

/** The lines of a call that must succeed. */
export async function checkedLines(caller: { uid: string }, text: string) {
  const answer = await quickOrder(caller, { text });
  if (answer.status !== 200) throw new Error(`Refused: ${JSON.stringify(answer.body)}`);
  return (answer.body as QuickOrderJson).lines;
}

export const errorOf = (answer: { body: unknown }) => (answer.body as { error: string }).error;

/** A part with this number and these OEM numbers (and the createPart options). */
export async function numberedPart(
  partNumber: string,
  oemNumbers: string[] = [],
  options: {
    priceCents?: number;
    orderQty?: number;
    availableQty?: number;
    orderMultiple?: number;
    priceTiers?: PriceTier[];
  } = {},
): Promise<PartRow> {
  const part = await createPart(options);
  const db = await getDb();
  const [row] = await db
    .update(parts)
    .set({ partNumber, oemNumbers, ...numberColumns(partNumber, oemNumbers) })
    .where(eq(parts.id, part.id))
    .returning({ id: parts.id });
  return { ...part, id: row!.id, partNumber, oemNumbers };
}

/** A line's verdict without the part's picture and page (checked on their own). */
export function verdict(line: QuickOrderLineJson) {
  const shown: Partial<QuickOrderLineJson> = { ...line };
  delete shown.part;
  return shown;
}
