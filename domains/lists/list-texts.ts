import { formatMoney } from "@/lib/money";

const lines = (count: number) => `${count} ${count === 1 ? "line" : "lines"}`;

/** Every text shared lists show or answer, in one place. */
export const listMessages = {
  nameRequired: "List name is required",
  nameTaken: (name: string) => `There is already a list named "${name}". Choose another name.`,
  tooManyLists: (max: number) => `You can keep at most ${max} lists. Delete one to make room.`,
  listFull: (max: number) =>
    `A list holds at most ${max} lines. Remove some or start another list.`,
  retiredPart: "This part is no longer sold, so it can't be put on a list.",
  emptyList: "This list has no lines to add to the cart.",
  // What "Add all to cart" did to a line.
  raised: (from: number, to: number, why: string) => `Raised from ${from} to ${to} pcs. ${why}`,
  lowered: (from: number, to: number, why: string) => `Lowered from ${from} to ${to} pcs. ${why}`,
  retired: "No longer sold: left out.",
  leftOut: (why: string) => `Left out: ${why}`,
  priceChanged: (saved: number, now: number) =>
    `Price ${now < saved ? "down" : "up"} since it was saved: ${formatMoney(saved)} → ${formatMoney(now)} each.`,
  replacedInCart: (before: number) => `Replaces the ${before} pcs that were in your cart.`,
  toCartSummary: (added: number, adjusted: number, skipped: number) =>
    [
      `${lines(added)} put in your cart`,
      adjusted > 0 ? `${adjusted} adjusted to what can be ordered now` : null,
      skipped > 0 ? `${skipped} left out` : null,
    ]
      .filter(Boolean)
      .join(", ") + ".",
  // The Lists page.
  pageTitle: "Lists",
  pageSubtitle:
    "Parts you order again and again. A company's lists are shared: every member sees and edits them.",
  sharedCaption: "Your company's lists: every member sees and edits them.",
  ownCaption: "Your own lists.",
  linesHeading: "Lines",
  totalHeading: "Total",
  actionsHeading: "Actions",
  unitPriceHeading: "Unit price",
  lineTotalHeading: "Line total",
  search: "Search",
  partsFound: "Parts found",
  partFacts: (price: number, minimum: number) => `${formatMoney(price)} · min. ${minimum} pcs`,
  empty: "No lists yet. Make one, then add parts you order often.",
  emptyLines: "This list is empty. Add parts by part number below.",
  nameLabel: "List name",
  create: "Create list",
  created: (name: string) => `List "${name}" created`,
  rename: "Rename",
  renamed: (name: string) => `Renamed to "${name}"`,
  save: "Save",
  cancel: "Cancel",
  remove: "Delete",
  removeTitle: "Delete this list?",
  removeText: (name: string, count: number) =>
    `"${name}" and its ${lines(count)} will be deleted for everyone who shares it.`,
  removed: (name: string) => `List "${name}" deleted`,
  open: (name: string) => `Open ${name}`,
  back: "All lists",
  linesCount: lines,
  total: (total: number) => `Total ${formatMoney(total)}`,
  totalNote: "Total of the lines that can be ordered now, at today's prices.",
  partIdLabel: "Part",
  partPlaceholder: "Search by name or part number",
  quantityLabel: "Quantity (pcs)",
  addLine: "Add to list",
  lineSaved: "List updated",
  removeLine: (name: string) => `Remove ${name} from the list`,
  lineRemoved: (name: string) => `${name} removed from the list`,
  savedAt: (price: number) => `was ${formatMoney(price)}`,
  addAll: "Add all to cart",
  whatChanged: "What changed",
  viewCart: "View cart",
  noMatch: "No part matches. Type more of its name or number.",
} as const;
