"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiFetch } from "@/lib/client/api";
import { accountMessages } from "@/lib/validation/spec-texts";

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
  const [deleting, setDeleting] = useState(false);

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
      // 409: yourself, the last admin, or paid orders still to ship; the server says which.
      toast.error((error as Error).message);
    }
    setDeleting(false);
    onClose();
    await onDone();
  };

  return (
    <ConfirmDialog
      open={email !== null}
      title={accountMessages.deleteUserTitle}
      text={email ? accountMessages.deleteUserText(email) : ""}
      confirmLabel="Delete"
      busy={deleting}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
