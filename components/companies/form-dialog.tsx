"use client";

import { useId, useRef } from "react";
import { ModalShell } from "@/components/ui/modal-shell";
import { SubmitButton } from "@/components/ui/submit-button";
import { useModal } from "@/components/ui/use-modal";
import { companyScreenTexts as t } from "@/domains/companies";

/**
 * A dialog around one form of the companies' screens: its title, a line under it, the fields,
 * Save and Cancel (which takes the focus first, so a stray Enter sends nothing). While it sends
 * it stays open and its fields are locked: the outcome still has to show.
 */
export function FormDialog({
  open,
  busy,
  title,
  text,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  text: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModal(open, cancelRef);
  return (
    <ModalShell
      dialogRef={dialogRef}
      id={id}
      open={open}
      busy={busy}
      backdropDismisses={false}
      onDismiss={onClose}
    >
      <form className="modal-box flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-bold break-words">
          {title}
        </h2>
        <p id={`${id}-text`} className="text-sm break-words text-base-content/80">
          {text}
        </p>
        <fieldset disabled={busy} className="flex flex-col gap-4">
          {children}
          <div className="modal-action">
            <SubmitButton busy={busy} label={t.save} className="btn-primary" />
            <button ref={cancelRef} type="button" className="btn" onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </fieldset>
      </form>
    </ModalShell>
  );
}
