"use client";

import { useId, useRef } from "react";
import useSWR from "swr";
import { ModalShell } from "@/components/ui/modal-shell";
import { useModal } from "@/components/ui/use-modal";
import { returnReasonLabels, returnScreenTexts, returnStatusLabels } from "@/domains/returns";
import { returnLabelPath, returnPath, type ReturnDetail } from "@/domains/returns/client";
import { formatMoney } from "@/lib/money";
import { ReturnStatusBadge } from "./return-status-badge";

const t = returnScreenTexts.admin;

/** One return in full (`GET /api/returns/{id}`): its part, note, refund and history. */
export function ReturnDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error } = useSWR<ReturnDetail, Error>(returnPath(id));
  const dialogId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModal(true, closeRef);
  return (
    <ModalShell dialogRef={dialogRef} id={dialogId} open onDismiss={onClose}>
      <div className="modal-box flex flex-col gap-4">
        <h2 id={`${dialogId}-title`} className="text-lg font-bold">
          {t.detailTitle(data?.number ?? "")}
        </h2>
        <div id={`${dialogId}-text`}>
          {error ? (
            <p role="alert" className="text-error">
              {error.message}
            </p>
          ) : !data ? (
            <span className="loading loading-spinner" aria-hidden="true" />
          ) : (
            <div className="flex flex-col gap-3">
              <p className="font-semibold">{data.productName}</p>
              <p>
                {data.quantity} pcs · {returnReasonLabels[data.reason]} ·{" "}
                <ReturnStatusBadge status={data.status} />
                {data.refund === null ? null : ` · ${formatMoney(data.refund)}`}
              </p>
              {data.note ? <p className="whitespace-pre-wrap">{data.note}</p> : null}
              <h3 className="font-semibold">{t.timeline}</h3>
              <ol className="flex flex-col gap-1" data-testid="return-timeline">
                {data.timeline.map((step) => (
                  <li key={`${step.at}-${step.status}`} className="text-sm">
                    <span className="font-mono">{step.at.slice(0, 16).replace("T", " ")}</span>{" "}
                    {returnStatusLabels[step.status]}
                    {step.actorName ? ` (${step.actorName})` : ""}
                    {step.detail ? `: ${step.detail}` : ""}
                  </li>
                ))}
              </ol>
              <a href={returnLabelPath(data._id)} className="link link-primary" download>
                {returnScreenTexts.opened.label}
              </a>
            </div>
          )}
        </div>
        <div className="modal-action">
          <button ref={closeRef} type="button" className="btn" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </div>
    </ModalShell>
  );
}
