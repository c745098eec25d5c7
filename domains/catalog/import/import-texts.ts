/** Every text the parts import shows or answers: the file's problems and each line's reason. */
export const partImportMessages = {
  notAFile: "Send the file itself as text/csv (a CSV file) or application/xml (a PIES file).",
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  empty: "The file is empty.",
  noLines: "The file has a header but no lines.",
  malformed: (line: number, reason: string) =>
    `The file is not valid CSV at line ${line}: ${reason}`,
  unknownColumns: (names: string[]) =>
    `Unknown column${names.length > 1 ? "s" : ""}: ${names.join(", ")}. The columns are the part's own names (partNumber, productName, price, …).`,
  repeatedColumn: (name: string) => `The column ${name} is in the header twice.`,
  noPartNumberColumn: "The header must have a partNumber column: it says which part each line is.",
  tooManyCells: (cells: number, columns: number) =>
    `The line has ${cells} cells but the header has ${columns} columns.`,
  noPartNumber: "The line has no part number.",
  cellProblem: (column: string, message: string) => `${column}: ${message}`,
  formula: (column: string) =>
    `${column} looks like a spreadsheet formula; write it with a leading apostrophe (') to keep it as text.`,
  unknownCategory: (category: string) => `Unknown category "${category}".`,
  tiersShape: "priceTiers are written minQty:price|minQty:price, e.g. 100:9.50|500:9.00",
  retiredShape: "retired is 1 (retired) or 0 (sold); true/false and yes/no are read too.",
  dimensionsShape:
    "dimensions are written LengthxWidthxHeight in inches, three positive numbers, e.g. 12x8.5x3",
  specsShape: "specs are written Name: Value|Name: Value, e.g. Position: Front|Material: Ceramic",
  duplicate: (partNumber: string, line: number) =>
    `The part number ${partNumber} is already on line ${line} of this file.`,
  missingForNew: (fields: string[]) =>
    `A new part needs ${fields.join(", ")}: this part number is not in the shop yet.`,
  replacesItself: "supersedes: a part cannot replace its own number.",
  supersessionCycle: (partNumber: string) =>
    `supersedes: ${partNumber} would replace a number that is replaced by ${partNumber} (a cycle).`,
  adds: "A new part.",
  changes: (columns: string[]) => `Changes ${columns.join(", ")}.`,
  unchanged: "The same as in the shop.",
  addedMeanwhile: "A part with this number was added while the import ran; import the file again.",
  deletedMeanwhile: "The part was deleted while the import ran.",
  failed: "The import stopped on an error; nothing more was written. Try it again.",
  notFound: "Import",
};
