"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { addMember } from "@/domains/companies/client";
import { companyScreenTexts as t, memberInviteSchema } from "@/domains/companies";
import type { z } from "zod";
import type { CompanyRole } from "@/models/company-values";
import { LimitInput, RoleSelect } from "./member-fields";
import { routeBodyResolver } from "../route-body-resolver";
import { withLimit, type TypedLimit } from "./spending-limit";

interface InviteFields extends TypedLimit {
  email: string;
  role: CompanyRole;
}
const EMPTY: InviteFields = { email: "", role: "buyer", spendingLimit: "" };

export type AddedMember = Awaited<ReturnType<typeof addMember>>;

/** Adds a member by email: someone with an account joins at once, anyone else is invited. */
export function AddMemberForm({
  companyId,
  onAdded,
}: {
  companyId: string;
  onAdded: (added: AddedMember) => void;
}) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteFields, unknown, z.input<typeof memberInviteSchema>>({
    resolver: routeBodyResolver(memberInviteSchema, withLimit<InviteFields>),
    defaultValues: EMPTY,
  });

  const add = handleSubmit(async (invite) => {
    try {
      const added = await addMember(companyId, invite);
      toast.success(
        added.status === "joined"
          ? t.joinedToast(added.member.email)
          : t.invitedToast(added.invitation.email),
      );
      reset(EMPTY);
      onAdded(added);
    } catch (error) {
      // 409: the address belongs to another company's member; the server names it.
      toast.error((error as Error).message);
    }
  });

  return (
    <form
      className="card border border-base-300 bg-base-100 shadow-sm"
      onSubmit={add}
      noValidate
      aria-labelledby={titleId}
    >
      <fieldset disabled={isSubmitting} className="card-body gap-4">
        <h3 id={titleId} className="card-title text-lg">
          {t.addMemberTitle}
        </h3>
        <p className="text-sm text-base-content/80">{t.addMemberIntro}</p>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <LabelledField label={t.email} error={errors.email?.message}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                placeholder="name@example.com"
                className="input w-full aria-invalid:input-error"
                {...register("email")}
              />
            )}
          </LabelledField>
          <RoleSelect registration={register("role")} error={errors.role?.message} />
          <LimitInput
            registration={register("spendingLimit")}
            error={errors.spendingLimit?.message}
          />
        </div>
        <SubmitButton busy={isSubmitting} label={t.addMember} />
      </fieldset>
    </form>
  );
}
