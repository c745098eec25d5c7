"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { removeMember, type CompanyMember } from "@/domains/companies/client";
import { companyScreenTexts as t } from "@/domains/companies";
import { useLastShown } from "../use-last-shown";
import { memberName } from "./members-table";

/** "Remove this member?" and then the removal; open while `member` is set. */
export function RemoveMemberDialog({
  companyId,
  companyName,
  member,
  onClose,
  onRemoved,
}: {
  companyId: string;
  companyName: string;
  member: CompanyMember | null;
  onClose: () => void;
  onRemoved: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const shown = useLastShown(member);
  const who = shown ? memberName(shown) : "";

  const remove = async () => {
    if (!member) return;
    setBusy(true);
    try {
      await removeMember(companyId, member.userId);
      toast.success(t.memberRemoved(who));
    } catch (error) {
      // 409: the company's last admin stays; the server says what to do instead.
      toast.error((error as Error).message);
    }
    setBusy(false);
    onClose();
    await onRemoved();
  };

  return (
    <ConfirmDialog
      open={member !== null}
      title={t.removeTitle}
      text={t.removeText(who, companyName)}
      confirmLabel={t.remove}
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onClose}
    />
  );
}
