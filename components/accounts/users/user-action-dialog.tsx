"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** What Manage Users asks before doing to an account, and what it then says. */
export interface UserAction {
  title: string;
  text: string;
  confirmLabel: string;
  /** Does it; true when something changed. */
  run: () => Promise<boolean>;
  done: string;
  notDone: string;
}

/**
 * The confirm modal of Manage Users. Open while `action` is set; whatever the outcome it closes
 * and asks the list to refetch (spec: "confirm in the modal, delete, then close and refetch").
 */
export function UserActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: UserAction | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    try {
      if (await action.run()) toast.success(action.done);
      else toast.error(action.notDone);
    } catch (error) {
      // 409: yourself, the last admin, or paid orders still to ship; the server says which.
      toast.error((error as Error).message);
    }
    setBusy(false);
    onClose();
    await onDone();
  };

  return (
    <ConfirmDialog
      open={action !== null}
      title={action?.title ?? ""}
      text={action?.text ?? ""}
      confirmLabel={action?.confirmLabel ?? ""}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
