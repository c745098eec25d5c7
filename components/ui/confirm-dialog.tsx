"use client";

import { useId, useRef } from "react";
import { ModalShell } from "./modal-shell";
import { useModal } from "./use-modal";

/**
 * "Are you sure?" before something that cannot be undone. The parent owns `open`; Cancel, Escape
 * and a click on the backdrop all end in `onCancel`, except while the request runs (`busy`):
 * its outcome still has to be shown.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  note,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  /** A further consequence, shown under the main text. */
  note?: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModal(open, cancelRef);

  return (
    <ModalShell dialogRef={dialogRef} id={id} open={open} busy={busy} onDismiss={onCancel}>
      <div className="modal-box">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <div id={`${id}-text`} className="space-y-2 py-4">
          <p className="break-words">{text}</p>
          {note ? <p className="font-semibold">{note}</p> : null}
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-error" onClick={onConfirm} disabled={busy}>
            {busy ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {confirmLabel}
          </button>
          <button ref={cancelRef} type="button" className="btn" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </div>
    </ModalShell>
  );
}
