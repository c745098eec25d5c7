import type { OrderEventJson } from "@/domains/ordering";
import { orderDetailTexts, orderEventLabel } from "@/domains/ordering";

// dateStyle cannot be combined with timeZoneName: the fields are named one by one.
const when = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

const MARKS: Record<OrderEventJson["type"], string> = {
  placed: "bg-base-content/60",
  intent_created: "bg-info",
  paid: "bg-success",
  shipped: "bg-primary",
  refunded: "bg-warning",
  expired: "bg-base-content/40",
  deleted: "bg-error",
  approved: "bg-success",
  declined: "bg-error",
  return_requested: "bg-info",
  return_received: "bg-primary",
  return_refunded: "bg-warning",
  return_rejected: "bg-error",
};

/** An order's history as an ordered list, oldest first: what happened, when, by whom. */
export function OrderTimeline({ events }: { events: OrderEventJson[] }) {
  if (events.length === 0)
    return <p className="text-base-content/70 italic">{orderDetailTexts.noEvents}</p>;
  return (
    <ol className="relative ms-2 border-s border-base-300" data-testid="order-timeline">
      {events.map((event, index) => {
        const label = orderEventLabel(event.type, event.actor?.name ?? null);
        const by =
          event.actor?.name && event.type !== "deleted"
            ? orderDetailTexts.by(event.actor.name)
            : null;
        return (
          <li key={`${event.at}-${index}`} className="ms-5 pb-5 last:pb-0" data-event={event.type}>
            <span
              className={`absolute -start-1.5 mt-1.5 h-3 w-3 rounded-full ${MARKS[event.type]}`}
              aria-hidden="true"
            />
            <p className="font-semibold">{label}</p>
            <p className="text-sm text-base-content/70">
              <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
              {by ? ` · ${by}` : null}
            </p>
            {event.detail ? <p className="text-sm break-words">{event.detail}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
