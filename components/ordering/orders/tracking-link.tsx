import { trackingUrl } from "@/domains/ordering";
import type { OrderJson } from "@/domains/ordering";
import { shippingMessages as t } from "@/domains/ordering";

/**
 * A shipped order's tracking: a link to the carrier's tracking page for a known carrier, the
 * carrier and number as plain text otherwise; nothing when the admin gave no number.
 */
export function TrackingLink({ order }: { order: Pick<OrderJson, "carrier" | "trackingNumber"> }) {
  const { carrier, trackingNumber } = order;
  if (!trackingNumber) return null;
  const url = trackingUrl(carrier, trackingNumber);
  const number = <span className="font-mono break-all">{trackingNumber}</span>;
  return (
    <span data-testid="tracking">
      {carrier ? `${carrier} ` : null}
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="link link-primary"
          aria-label={t.trackingLinkLabel(carrier ?? "", trackingNumber)}
        >
          {number}
        </a>
      ) : (
        number
      )}
    </span>
  );
}
