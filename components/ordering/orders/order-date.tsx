const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const dayAndTime = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });

/** The order's day as the tables write it ("Nov 26, 2026"). */
export const orderDay = (iso: string): string => day.format(new Date(iso));

/**
 * The order's day, with the full date and time in a tooltip (also on keyboard focus): beside it
 * in a table's first column, under it on a phone's card (beside it would pass the screen's edge).
 */
export function OrderDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  return (
    <span className="tooltip tooltip-bottom md:tooltip-right" data-tip={dayAndTime.format(date)}>
      <time dateTime={iso} tabIndex={0} className="whitespace-nowrap">
        {day.format(date)}
      </time>
    </span>
  );
}
