"use client";

import { useId, useRef } from "react";
import { ModalShell } from "./modal-shell";
import { useModal } from "./use-modal";

/**
 * A form in a modal: its title and what it does, its fields (the children), what the server
 * refused, and its submit (with progress) and Cancel. Open while mounted; Cancel, Escape and the
 * backdrop close it, except while it sends: its outcome still has to show.
 */
export function FormDialog({
  title,
  text,
  submitLabel,
  submitClassName = "btn-primary",
  busy,
  refusal,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  text: string;
  submitLabel: string;
  submitClassName?: string;
  busy: boolean;
  refusal?: string | null;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModal(true, cancelRef);
  return (
    <ModalShell dialogRef={dialogRef} id={id} open busy={busy} onDismiss={onClose}>
      <form className="modal-box flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <p id={`${id}-text`}>{text}</p>
        {children}
        {refusal ? (
          <p role="alert" className="alert alert-error alert-soft">
            {refusal}
          </p>
        ) : null}
        <div className="modal-action">
          <button type="submit" className={`btn ${submitClassName}`} disabled={busy}>
            {busy ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {submitLabel}
          </button>
          <button ref={cancelRef} type="button" className="btn" onClick={onClose} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </ModalShell>
  );
}
