/**
 * My Orders is one table that turns into cards where it has no room for its columns. The switch
 * is a container query on the table's own box (56rem, `@4xl`: the columns fit from there), not
 * the viewport, so the sidebar's width is already accounted for. Card mode (`@max-4xl`): the
 * headings go to screen readers only, each order (a tbody) is a card, each detail cell a line
 * labelled by its `data-label`; status first, then the details, then Pay and Delete side by side.
 * (Class names are written out in full: Tailwind finds them by reading this file.)
 */
export const historyLayout = {
  container: "@container",
  table: [
    "table table-sm w-full table-fixed @max-4xl:block",
    // Narrower cell padding than table-sm's, so nine columns fit in 56rem.
    "@4xl:border @4xl:border-base-300 @4xl:bg-base-100 @4xl:shadow-sm",
    "@4xl:[&_td]:px-2 @4xl:[&_th]:px-2",
  ].join(" "),
  head: "@max-4xl:sr-only",
  body: [
    // In the table, a line under each order's last row; on a card, one between its rows.
    "@4xl:[&>tr:last-child>*]:border-b @4xl:[&>tr:last-child>*]:border-base-300",
    "@max-4xl:[&_td]:border-b-0 @max-4xl:[&_th]:border-b-0",
    "@max-4xl:[&>tr+tr]:border-t @max-4xl:[&>tr+tr]:border-base-300",
    "@max-4xl:mb-4 @max-4xl:block @max-4xl:rounded-box @max-4xl:border @max-4xl:border-base-300",
    "@max-4xl:bg-base-100 @max-4xl:shadow-sm",
  ].join(" "),
  row: "@max-4xl:flex @max-4xl:flex-wrap @max-4xl:items-center @max-4xl:gap-x-3 @max-4xl:px-4 @max-4xl:py-3",
  /** A labelled detail (quantity, price, address…): label and value side by side on a card. */
  detail: [
    "@max-4xl:order-2 @max-4xl:flex @max-4xl:w-full @max-4xl:gap-3 @max-4xl:px-0 @max-4xl:py-0.5",
    "@max-4xl:before:w-28 @max-4xl:before:shrink-0 @max-4xl:before:text-base-content/70",
    "@max-4xl:before:content-[attr(data-label)]",
  ].join(" "),
  /** Status comes right under the product on a card. */
  status: "@max-4xl:order-1 @max-4xl:w-full @max-4xl:px-0 @max-4xl:py-1",
  image: "@max-4xl:p-0",
  product: "@max-4xl:min-w-0 @max-4xl:flex-1 @max-4xl:p-0",
  pay: "@max-4xl:order-3 @max-4xl:flex @max-4xl:flex-1 @max-4xl:justify-end @max-4xl:px-0 @max-4xl:pt-2 @max-4xl:pb-0",
  remove: "@max-4xl:order-3 @max-4xl:px-0 @max-4xl:pt-2 @max-4xl:pb-0",
} as const;

/** Column widths in table mode; product, ship-to and transaction id share what is left. */
export const COLUMN_WIDTHS = {
  image: "w-16",
  product: "",
  quantity: "w-20",
  unitPrice: "w-[5.5rem]",
  shipTo: "",
  transactionId: "",
  status: "w-28",
  pay: "w-36",
  delete: "w-[4.5rem]",
} as const;
