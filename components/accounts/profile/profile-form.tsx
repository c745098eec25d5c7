"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { FormField } from "@/components/ui/form-field";
import { updateProfile } from "@/domains/accounts/client";
import { ApiError } from "@/lib/client/api";
import type { UserJson } from "@/domains/accounts";
import { accountMessages } from "@/domains/accounts";
import { profileSchema, type ProfileInput } from "@/domains/accounts";

const FIELDS: { name: keyof ProfileInput; label: string; type: string; autoComplete: string }[] = [
  { name: "education", label: "Education", type: "text", autoComplete: "off" },
  { name: "number", label: "Phone number", type: "tel", autoComplete: "tel" },
  { name: "address", label: "City/State address", type: "text", autoComplete: "address-level2" },
  { name: "linkedin", label: "LinkedIn link", type: "url", autoComplete: "url" },
  { name: "facebook", label: "Facebook link", type: "url", autoComplete: "url" },
];

/** Edits one's own five profile fields; all are required (spec section 5). */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: UserJson;
  onSaved: () => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      education: profile.education ?? "",
      number: profile.number ?? "",
      address: profile.address ?? "",
      linkedin: profile.linkedin ?? "",
      facebook: profile.facebook ?? "",
    },
  });

  const onSubmit = async (values: ProfileInput) => {
    try {
      await updateProfile(profile.uid, values);
    } catch (error) {
      // A session that ended meanwhile is the spec's "No user is logged in".
      const noUser = error instanceof ApiError && error.status === 401;
      toast.error(noUser ? accountMessages.noUser : (error as Error).message);
      return;
    }
    toast.success(accountMessages.profileUpdated);
    await onSaved();
  };

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={handleSubmit(onSubmit)} noValidate>
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          <input
            type={type}
            required
            autoComplete={autoComplete}
            className="input w-full"
            aria-invalid={errors[name] ? true : undefined}
            {...register(name)}
          />
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {isSubmitting ? "Saving…" : "Save profile"}
        </button>
      </div>
    </form>
  );
}
