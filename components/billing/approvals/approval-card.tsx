"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { approveCheckout, type Approval } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import { formatMoney } from "@/lib/money";

const t = billingScreenTexts.approvals;

/**
 * One checkout waiting for approval: who, how much, its PO and payment, its lines; Approve at
 * once, Decline after a reason (the dialog). Either way the list is read again: another admin
 * may have decided it, or its hold run out, meanwhile.
 */
export function ApprovalCard({
  approval,
  onDecided,
  onDecline,
}: {
  approval: Approval;
  onDecided: () => Promise<void>;
  onDecline: (approval: Approval) => void;
}) {
  const [busy, setBusy] = useState(false);
  const headingId = `approval-${approval.checkoutId}`;

  const approve = async () => {
    setBusy(true);
    try {
      await approveCheckout(approval.checkoutId);
      toast.success(t.approved(approval.buyer.name));
    } catch (failure) {
      // 409: beyond the company's credit or on hold, decided or expired meanwhile.
      toast.error((failure as Error).message);
    }
    await onDecided();
    setBusy(false);
  };

  return (
    <article
      aria-labelledby={headingId}
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {approval.buyer.name}{" "}
            <span className="text-sm font-normal text-base-content/70">{approval.buyer.email}</span>
          </h2>
          <p className="text-xl font-extrabold">{formatMoney(approval.total)}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
          <dt className="font-semibold">{t.poNumber}</dt>
          <dd className="break-words">{approval.poNumber ?? t.noPo}</dd>
          <dt className="font-semibold">{t.payment}</dt>
          <dd>{t.paymentLabel[approval.payment]}</dd>
          <dt className="font-semibold">{t.placed}</dt>
          <dd>{approval.createdAt.slice(0, 16).replace("T", " ")} UTC</dd>
        </dl>
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <caption className="text-left text-sm font-semibold">
              {t.lines(approval.orders.length)}
            </caption>
            <thead>
              <tr>
                {t.linesColumns.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {approval.orders.map((line) => (
                <tr key={line._id}>
                  <th scope="row" className="font-normal break-words">
                    {line.productInfo.productName}
                  </th>
                  <td className="whitespace-nowrap">{line.productInfo.orderQty} pcs</td>
                  <td className="whitespace-nowrap">{formatMoney(line.productInfo.price)}</td>
                  <td className="whitespace-nowrap">{formatMoney(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-outline btn-error"
            disabled={busy}
            onClick={() => onDecline(approval)}
          >
            {t.decline}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void approve()}
          >
            {busy ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {t.approve}
          </button>
        </div>
      </div>
    </article>
  );
}
