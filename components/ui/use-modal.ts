"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * Opens a native <dialog> as a modal while `open` is true and closes it otherwise. showModal()
 * gives the focus trap, Escape and the top layer that a plain div would lack; `initialFocus`
 * names the control that takes the focus first (the safe one, so a stray Enter does no harm).
 */
export function useModal(open: boolean, initialFocus: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return dialogRef;
}
