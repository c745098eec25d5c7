import Image from "next/image";
import type { OrderJson } from "@/domains/ordering";
import { formatDollars } from "@/lib/money";
import { orderDetailTexts as t } from "@/domains/ordering";
import { chargeBreakdown, coreDepositsOf, shippingMessages, shipToText } from "@/domains/ordering";
import { ChargeList } from "../charges/charge-list";
import { StatusText } from "./order-status";
import { ReturnOrderLink } from "./return-order-link";
import { TrackingLink } from "./tracking-link";

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="min-w-32 text-base-content/70">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const Id = ({ value }: { value: string | null }) =>
  value ? (
    <span className="font-mono text-sm break-all">{value}</span>
  ) : (
    <span className="text-base-content/70 italic">{t.none}</span>
  );

/** An order's line, shipping and payment, for its customer or an admin. */
export function OrderDetail({
  order,
  audience,
}: {
  order: OrderJson;
  audience: "customer" | "admin";
}) {
  const { productInfo, address } = order;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="card bg-base-100 shadow-sm" aria-labelledby="order-line-heading">
        <div className="card-body">
          <h2 id="order-line-heading" className="card-title">
            {t.line}
          </h2>
          <div className="flex items-start gap-4">
            <div className="h-24 w-24 shrink-0 overflow-hidden rounded-box bg-base-200">
              <Image
                src={productInfo.image}
                alt={productInfo.productName}
                width={96}
                height={96}
                sizes="96px"
                className="h-full w-full object-cover"
              />
            </div>
            <dl className="flex flex-col gap-2">
              <Field term={t.product}>{productInfo.productName}</Field>
              <Field term={t.quantity}>{productInfo.orderQty} pcs</Field>
              <Field term={t.unitPrice}>{formatDollars(productInfo.price)}$</Field>
            </dl>
          </div>
          <ChargeList charges={chargeBreakdown(order, coreDepositsOf([order]))} />
          {audience === "customer" ? (
            <div className="card-actions">
              <ReturnOrderLink order={order} />
            </div>
          ) : null}
        </div>
      </section>
      <section className="card bg-base-100 shadow-sm" aria-labelledby="order-payment-heading">
        <div className="card-body">
          <h2 id="order-payment-heading" className="card-title">
            {t.payment}
          </h2>
          <dl className="flex flex-col gap-2">
            <Field term={t.status}>
              <StatusText order={order} audience={audience} />
            </Field>
            <Field term={t.transactionId}>
              <Id value={order.transactionId} />
            </Field>
            <Field term={t.checkoutId}>
              <Id value={order.checkoutId} />
            </Field>
            {order.poNumber ? <Field term={t.poNumber}>{order.poNumber}</Field> : null}
            {order.onAccount ? <Field term={t.payment}>{t.onAccount}</Field> : null}
          </dl>
        </div>
      </section>
      <section className="card bg-base-100 shadow-sm" aria-labelledby="order-shipping-heading">
        <div className="card-body">
          <h2 id="order-shipping-heading" className="card-title">
            {t.shipping}
          </h2>
          <dl className="flex flex-col gap-2">
            {audience === "admin" ? (
              <Field term={t.customer}>
                {order.author.name} ({order.author.email})
              </Field>
            ) : null}
            <Field term={t.address}>{shipToText(address)}</Field>
            <Field term={t.phone}>{address.phone}</Field>
            {order.trackingNumber ? (
              <Field term={shippingMessages.tracking}>
                <TrackingLink order={order} />
              </Field>
            ) : null}
          </dl>
        </div>
      </section>
    </div>
  );
}
