import { orderDay } from "../order-date";

/**
 * The day an order was placed, in the history's lines. No tooltip here: a tooltip's hidden
 * bubble still widens a phone's page, and the day is all a customer looks for.
 */
export function PlacedOn({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {orderDay(iso)}
    </time>
  );
}
