/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula
 * (CSV injection). The export writes such a text cell behind an apostrophe, which spreadsheets
 * show as text; the import takes the apostrophe off again, so a file round-trips unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralisedCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

export const restoredCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
