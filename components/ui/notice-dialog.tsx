"use client";

import { useId, useRef } from "react";
import { CheckCircleIcon } from "./icons";
import { ModalShell } from "./modal-shell";
import { useModal } from "./use-modal";

/** A small success dialog with a title, a text and OK, as the original's success alerts were. */
export function NoticeDialog({
  open,
  title,
  text,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
}) {
  const id = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModal(open, okRef);

  return (
    <ModalShell dialogRef={dialogRef} id={id} open={open} onDismiss={onClose}>
      <div className="modal-box flex flex-col items-center gap-3 text-center">
        <CheckCircleIcon className="h-14 w-14 text-success" />
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {title}
        </h2>
        <p id={`${id}-text`} className="break-words">
          {text}
        </p>
        <div className="modal-action self-stretch sm:self-center">
          <button ref={okRef} type="button" className="btn btn-primary min-w-24" onClick={onClose}>
            OK
          </button>
        </div>
      </div>
    </ModalShell>
  );
}
