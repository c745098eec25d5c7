"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { useSWRConfig } from "swr";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { setAdminRole, USERS_TABLE_PATH } from "@/domains/accounts/client";
import { accountMessages } from "@/domains/accounts";
import { makeAdminSchema, type MakeAdminInput } from "@/domains/accounts";

/** Promotes a user to admin by email (PUT /api/user/admin). */
export function MakeAdminForm() {
  const { mutate } = useSWRConfig();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MakeAdminInput, unknown, z.output<typeof makeAdminSchema>>({
    resolver: zodResolver(makeAdminSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = async ({ email }: z.output<typeof makeAdminSchema>) => {
    try {
      await setAdminRole({ email });
    } catch (error) {
      // The server names the problem, e.g. "No user has the email …".
      toast.error((error as Error).message);
      return;
    }
    toast.success(accountMessages.madeAdmin(email));
    reset();
    // The user list shows roles: its cached copy is now stale.
    await mutate(USERS_TABLE_PATH);
  };

  return (
    <form
      className="card border border-base-300 bg-base-100 shadow-sm"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
    >
      <div className="card-body gap-4">
        <FormField label="Email" error={errors.email?.message}>
          <input
            type="email"
            required
            autoComplete="off"
            placeholder="name@example.com"
            className="input w-full"
            aria-invalid={errors.email ? true : undefined}
            {...register("email")}
          />
        </FormField>
        <button type="submit" className="btn btn-primary self-start" disabled={isSubmitting}>
          {isSubmitting ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          Make Admin
        </button>
      </div>
    </form>
  );
}
