// The parts import's answers to a PIES XML file it cannot read (see server/import/pies-read.ts),
// and to an Item whose PIES-only facts disagree.

/** Why a PIES file is refused as a whole: each a 400 naming the line where it can. */
export const piesMessages = {
  notWellFormed: (line: number, reason: string) =>
    `The PIES file is not well-formed XML: line ${line}: ${reason}`,
  notPies: (root: string) =>
    `The file is not a PIES document: its root element is ${root}, not PIES.`,
  noItems: "The PIES file has no Items section: PIES lists its parts in <Items>.",
  doctype: "The PIES file may not declare a DOCTYPE.",
  /** A line's ItemLevelGTIN with more significant digits than its GTINQualifier's barcode has. */
  gtinLongerThanQualifier: (qualifier: string, length: number, digits: string) =>
    `GTINQualifier ${qualifier} means a ${length}-digit barcode, but ItemLevelGTIN ${digits} is longer once its leading zeros are dropped.`,
} as const;
