"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NoticeDialog } from "@/components/ui/notice-dialog";
import { orderMessages } from "@/lib/validation/messages";
import type { OrderAction } from "./order-actions";

/**
 * The three order flows of the spec in one place: confirm ('Are you sure?'), send, then the
 * success dialog. Open while `action` is set; after every attempt, whatever its outcome, it
 * closes and the list is refetched so it shows the truth.
 */
export function OrderActionDialogs({
  action,
  onClose,
  refetch,
}: {
  action: OrderAction | null;
  onClose: () => void;
  refetch: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<OrderAction["success"] | null>(null);

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
        text={orderMessages.confirmText}
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
