"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/client/api";
import { accountMessages } from "@/lib/validation/messages";

/**
 * The confirm modal of Manage Users. Open while `email` is set; whatever the outcome it closes
 * and asks the list to refetch (spec: "confirm in the modal, delete, then close and refetch").
 */
export function DeleteUserDialog({
  email,
  onClose,
  onDone,
}: {
  email: string | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState(false);

  // showModal() gives the focus trap, Escape and the top layer that a plain div would lack.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (email && dialog && !dialog.open) {
      dialog.showModal();
      // The safe choice has the focus, so a stray Enter deletes nothing.
      cancelRef.current?.focus();
    }
    if (!email && dialog?.open) dialog.close();
  }, [email]);

  const confirm = async () => {
    if (!email) return;
    setDeleting(true);
    try {
      const { deletedCount } = await apiFetch<{ deletedCount: number }>(
        `/api/user/${encodeURIComponent(email)}`,
        { method: "DELETE" },
      );
      if (deletedCount) toast.success(accountMessages.userDeleted(email));
      else toast.error(accountMessages.userNotDeleted(email));
    } catch (error) {
      // 409: yourself or the last admin; the server's message says which.
      toast.error((error as Error).message);
    }
    setDeleting(false);
    dialogRef.current?.close();
    await onDone();
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby="delete-user-title"
      aria-describedby="delete-user-text"
      onClose={onClose}
      // No closing by Escape while the request runs: its outcome still has to be shown.
      onCancel={(event) => deleting && event.preventDefault()}
      // A click on the backdrop lands on the dialog itself; it cancels like Escape does.
      onClick={(event) => {
        if (event.target === event.currentTarget && !deleting) event.currentTarget.close();
      }}
    >
      <div className="modal-box">
        <h2 id="delete-user-title" className="text-lg font-bold">
          {accountMessages.deleteUserTitle}
        </h2>
        <p id="delete-user-text" className="py-4 break-words">
          {email ? accountMessages.deleteUserText(email) : null}
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-error" onClick={confirm} disabled={deleting}>
            {deleting ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            Delete
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="btn"
            onClick={() => dialogRef.current?.close()}
            disabled={deleting}
          >
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
