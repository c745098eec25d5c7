import "server-only";

/**
 * The PIES units of measure (X12 codes, the `UOM` of Weights and Dimensions) the import converts:
 * the part keeps pounds and inches. PG is PIES's "pound, gross"; GR and GM are both met for grams.
 */
const POUNDS_PER: Record<string, number> = {
  PG: 1,
  LB: 1,
  OZ: 1 / 16,
  KG: 2.204_622_621_85,
  GR: 0.002_204_622_621_85,
  GM: 0.002_204_622_621_85,
};
const INCHES_PER: Record<string, number> = {
  IN: 1,
  FT: 12,
  CM: 1 / 2.54,
  MM: 1 / 25.4,
  MR: 1 / 0.0254,
};

/** The import keeps weights and sides to a thousandth (of a pound, of an inch). */
const DECIMALS = 3;

/**
 * A PIES figure in the part's unit, as a cell writes it; the text as it stands if it is not a
 * number (the cell's reader refuses it, naming why); undefined for a unit the import does not
 * know. A tiny positive figure stays the smallest one kept, never 0.
 */
function converted(text: string, unit: string | undefined, per: Record<string, number>) {
  const factor = per[(unit ?? "").toUpperCase()];
  if (factor === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || !/^[\d.]+$/.test(text)) return text;
  const smallest = 10 ** -DECIMALS;
  return String(Math.max(smallest, Number((value * factor).toFixed(DECIMALS))));
}

export const inPounds = (text: string, unit: string | undefined) =>
  converted(text, unit, POUNDS_PER);

export const inInches = (text: string, unit: string | undefined) =>
  converted(text, unit, INCHES_PER);
