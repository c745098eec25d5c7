import "server-only";
import { SaxesParser, type SaxesTagNS } from "saxes";
import { AppError } from "@/lib/errors";
import { piesMessages } from "@/domains/catalog/import/pies-texts";
import {
  closeInItem,
  isMappedItemChild,
  newItemDraft,
  openInItem,
  type Attributes,
  type ItemDraft,
} from "./pies-item";
import type { FileLine } from "./csv-lines";
import { finishItem, JOBBER_PRICE_TYPE, LIST_PRICE_TYPE, type FinishedItem } from "./pies-cells";

export interface PiesReading {
  /** Each Item as a line of the import: its cells, or why it is refused as read. */
  items: FileLine[];
  /**
   * Elements the import does not map, by local name: Item's other children, other sections; and
   * a package's units it cannot convert (`Weights/@UOM=XX`: that figure is left out).
   */
  ignored: Record<string, number>;
  /** Header/PIESVersion, e.g. "7.1". */
  version: string | null;
  /** The PriceType every price was read from: LST (list), or JBR (jobber) when no Item has LST. */
  priceType: string;
}

// Depths from the root (0): PIES, then its sections (Items), then Item, then Item's children.
const SECTION_DEPTH = 1;
const ITEM_DEPTH = 2;
const ITEM_CHILD_DEPTH = 3;

const attributesOf = (tag: SaxesTagNS): Attributes =>
  Object.fromEntries(Object.values(tag.attributes).map(({ local, value }) => [local, value]));

// saxes starts its messages with "line:column: "; the report names the line its own way.
const reasonOf = (error: Error) => error.message.replace(/^\d+:\d+: /, "").replace(/\.?$/, ".");

// opentag fires at the tag's ">", maybe lines below its "<" (attributes may wrap), and the
// report names the line an Item starts on; no "<" can stand inside a start tag.
function startLine(xml: string, tagEnd: number, tagEndLine: number) {
  const tag = xml.slice(xml.lastIndexOf("<", tagEnd - 1), tagEnd);
  return tagEndLine - (tag.match(/\r\n?|\n/g)?.length ?? 0);
}

/** One price type for the whole file, so an import never mixes list and jobber prices. */
function priceTypeOf(items: FinishedItem[]) {
  if (items.some(({ prices }) => prices[LIST_PRICE_TYPE])) return LIST_PRICE_TYPE;
  if (items.some(({ prices }) => prices[JOBBER_PRICE_TYPE])) return JOBBER_PRICE_TYPE;
  return LIST_PRICE_TYPE;
}

/**
 * A PIES XML document (6.5–7.2) as the import's lines: each Item's cells as a CSV line would
 * hold them, with the line its `<Item>` starts on. Elements match by local name, whatever the
 * namespace. Streams: only the open elements and the current Item are held, never a DOM.
 * Malformed XML, a DOCTYPE (entity tricks), a root other than PIES or no Items is a 400.
 */
export function readPies(xml: string): PiesReading {
  const parser = new SaxesParser<{ xmlns: true; position: true }>({ xmlns: true, position: true });
  // The open elements from the root down; `path` is an element's local names from Item down.
  const open: { name: string; path: string; attributes: Attributes }[] = [];
  const finished: FinishedItem[] = [];
  const ignored: Record<string, number> = {};
  let item: ItemDraft | null = null;
  let version: string | null = null;
  let sawItems = false;
  let text = "";

  const count = (name: string) => (ignored[name] = (ignored[name] ?? 0) + 1);

  parser.on("error", (error) => {
    throw new AppError(400, piesMessages.notWellFormed(parser.line, reasonOf(error)));
  });
  parser.on("doctype", () => {
    throw new AppError(400, piesMessages.doctype);
  });
  parser.on("text", (chunk) => (text += chunk));
  parser.on("cdata", (chunk) => (text += chunk));
  parser.on("opentag", (tag) => {
    const depth = open.length;
    const name = tag.local;
    const parent = open[depth - 1];
    text = "";
    if (depth === 0 && name !== "PIES") throw new AppError(400, piesMessages.notPies(tag.name));
    if (depth === SECTION_DEPTH) {
      if (name === "Items") sawItems = true;
      else count(name);
    } else if (depth === ITEM_DEPTH && parent?.name === "Items") {
      if (name === "Item") item = newItemDraft(startLine(xml, parser.position, parser.line));
      else count(name);
    }
    if (!item || depth < ITEM_CHILD_DEPTH) {
      open.push({ name, path: "", attributes: {} });
      return;
    }
    const path = depth === ITEM_CHILD_DEPTH ? name : `${parent?.path}/${name}`;
    const attributes = attributesOf(tag);
    open.push({ name, path, attributes });
    if (depth === ITEM_CHILD_DEPTH && !isMappedItemChild(name)) count(name);
    openInItem(item, path, attributes);
  });
  parser.on("closetag", () => {
    const value = text.trim();
    text = "";
    const element = open.pop();
    const depth = open.length;
    if (!element) return;
    if (item && depth >= ITEM_CHILD_DEPTH)
      closeInItem(item, element.path, element.attributes, value);
    else if (item && depth === ITEM_DEPTH) {
      const done = finishItem(item);
      done.unreadUnits.forEach(count);
      finished.push(done);
      item = null;
    } else if (depth === SECTION_DEPTH + 1 && open[SECTION_DEPTH]?.name === "Header") {
      if (element.name === "PIESVersion" && value) version = value;
    }
  });

  parser.write(xml).close();
  if (!sawItems) throw new AppError(400, piesMessages.noItems);
  const priceType = priceTypeOf(finished);
  const items = finished.map(({ line, cells, prices, problem }): FileLine => {
    if (problem)
      return { line, problem, ...(cells.partNumber ? { partNumber: cells.partNumber } : {}) };
    const price = prices[priceType];
    return { line, cells: price === undefined ? cells : { ...cells, price } };
  });
  return { items, ignored, version, priceType };
}
