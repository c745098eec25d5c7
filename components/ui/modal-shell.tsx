"use client";

import type { RefObject } from "react";

/**
 * The native <dialog> every modal of the shop sits in, labelled by `${id}-title` and described
 * by `${id}-text`. Escape closes it natively; only a close the parent did not ask for (while it
 * still holds `open`) is a dismissal. While `busy` it stays open: an outcome still has to show.
 */
export function ModalShell({
  dialogRef,
  id,
  open,
  busy = false,
  backdropDismisses = true,
  onDismiss,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  id: string;
  open: boolean;
  busy?: boolean;
  /** A click on the backdrop (it lands on the dialog itself) dismisses like Escape does. */
  backdropDismisses?: boolean;
  onDismiss: () => void;
  children: React.ReactNode;
}) {
  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => open && onDismiss()}
      onCancel={(event) => busy && event.preventDefault()}
      onClick={(event) => {
        if (backdropDismisses && event.target === event.currentTarget && !busy) onDismiss();
      }}
    >
      {children}
    </dialog>
  );
}
