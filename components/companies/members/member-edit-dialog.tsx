"use client";

import { updateMember, type CompanyMember } from "@/domains/companies/client";
import { companyScreenTexts as t, memberUpdateSchema } from "@/domains/companies";
import type { CompanyRole } from "@/models/company-values";
import { FormDialog } from "../form-dialog";
import { routeBodyResolver } from "../route-body-resolver";
import { useDialogForm } from "../use-dialog-form";
import { LimitInput, RoleSelect } from "./member-fields";
import { memberName } from "./members-table";
import { typedLimit, withLimit, type TypedLimit } from "./spending-limit";

interface ChangeFields extends TypedLimit {
  role: CompanyRole;
}
const fieldsOf = (member: CompanyMember | null): ChangeFields => ({
  role: member?.role ?? "buyer",
  spendingLimit: typedLimit(member?.spendingLimit ?? null),
});
const resolver = routeBodyResolver(memberUpdateSchema, withLimit<ChangeFields>);

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
  const { form, shown, submit } = useDialogForm({
    value: member,
    fieldsOf,
    resolver,
    send: async (member, change) => {
      await updateMember(companyId, member.userId, change);
      return t.memberSaved(memberName(member));
    },
    onClose,
    onSaved,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormDialog
      open={member !== null}
      busy={isSubmitting}
      title={t.editMemberTitle(shown ? memberName(shown) : "")}
      text={shown?.email ?? ""}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <RoleSelect registration={register("role")} error={errors.role?.message} />
      <LimitInput registration={register("spendingLimit")} error={errors.spendingLimit?.message} />
    </FormDialog>
  );
}
