"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { orderMessages } from "@/domains/ordering";
import { ConfirmDialog } from "./confirm-dialog";
import { NoticeDialog } from "./notice-dialog";

/** A change that needs an "Are you sure?" first and says so when it is done. */
export interface ConfirmedAction {
  confirmLabel: string;
  /** In place of the spec's "can't revert" warning, for an action that can be undone. */
  text?: string;
  /** A consequence beyond the spec's warning, shown in the confirm dialog. */
  note?: string;
  /** Resolves true once the server reports the change (deletedCount or modifiedCount). */
  run: () => Promise<boolean>;
  success: { title: string; text: string };
}

/**
 * The spec's confirmed flows (orders, products) in one place: confirm ('Are you sure?'), send,
 * then the success dialog. Open while `action` is set; after every attempt, whatever its
 * outcome, it closes and the list is refetched so it shows the truth.
 */
export function ConfirmedActionDialogs({
  action,
  onClose,
  refetch,
}: {
  action: ConfirmedAction | null;
  onClose: () => void;
  refetch: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<ConfirmedAction["success"] | null>(null);

  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    try {
      if (await action.run()) setSuccess(action.success);
      else toast.error(orderMessages.somethingWrong);
    } catch (error) {
      // 409 and friends: the server says why (already paid, refund failed, …).
      toast.error((error as Error).message);
    }
    setBusy(false);
    onClose();
    void refetch();
  };

  return (
    <>
      <ConfirmDialog
        open={action !== null}
        title={orderMessages.confirmTitle}
        text={action?.text ?? orderMessages.confirmText}
        note={action?.note}
        confirmLabel={action?.confirmLabel ?? ""}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
      <NoticeDialog
        open={success !== null}
        title={success?.title ?? ""}
        text={success?.text ?? ""}
        onClose={() => setSuccess(null)}
      />
    </>
  );
}
