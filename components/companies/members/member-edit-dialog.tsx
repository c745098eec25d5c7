"use client";

import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { ModalShell } from "@/components/ui/modal-shell";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { useModal } from "@/components/ui/use-modal";
import { updateMember, type CompanyMember } from "@/domains/companies/client";
import { companyScreenTexts as t, memberUpdateSchema } from "@/domains/companies";
import type { z } from "zod";
import type { CompanyRole } from "@/models/company-values";
import { LimitInput, RoleSelect } from "./member-fields";
import { routeBodyResolver } from "../route-body-resolver";
import { useLastShown } from "../use-last-shown";
import { typedLimit, withLimit, type TypedLimit } from "./spending-limit";
import { memberName } from "./members-table";

interface ChangeFields extends TypedLimit {
  role: CompanyRole;
}
const fieldsOf = (member: CompanyMember | null): ChangeFields => ({
  role: member?.role ?? "buyer",
  spendingLimit: typedLimit(member?.spendingLimit ?? null),
});

/** Changes a member's role and spending limit; open while `member` is set. */
export function MemberEditDialog({
  companyId,
  member,
  onClose,
  onSaved,
}: {
  companyId: string;
  member: CompanyMember | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModal(member !== null, cancelRef);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeFields, unknown, z.input<typeof memberUpdateSchema>>({
    resolver: routeBodyResolver(memberUpdateSchema, withLimit<ChangeFields>),
    defaultValues: fieldsOf(member),
  });
  const shown = useLastShown(member);
  // Each opening starts from the member's values as the list shows them now.
  useEffect(() => {
    if (member) reset(fieldsOf(member));
  }, [member, reset]);

  const save = handleSubmit(async (change) => {
    if (!member) return;
    try {
      await updateMember(companyId, member.userId, change);
      toast.success(t.memberSaved(memberName(member)));
      onClose();
    } catch (error) {
      // 409: the last admin cannot become a buyer; the server says so.
      toast.error((error as Error).message);
    }
    await onSaved();
  });

  const who = shown ? memberName(shown) : "";
  return (
    <ModalShell
      dialogRef={dialogRef}
      id={id}
      open={member !== null}
      busy={isSubmitting}
      onDismiss={onClose}
    >
      <form className="modal-box flex flex-col gap-4" onSubmit={save} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-bold break-words">
          {t.editMemberTitle(who)}
        </h2>
        <p id={`${id}-text`} className="text-sm text-base-content/80">
          {shown?.email}
        </p>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <RoleSelect registration={register("role")} error={errors.role?.message} />
          <LimitInput
            registration={register("spendingLimit")}
            error={errors.spendingLimit?.message}
          />
          <div className="modal-action">
            <SubmitButton busy={isSubmitting} label={t.save} className="btn-primary" />
            <button ref={cancelRef} type="button" className="btn" onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </fieldset>
      </form>
    </ModalShell>
  );
}
