"use client";

import { useState } from "react";
import { contactMessages } from "@/domains/content/content-texts";
import { CheckCircleIcon } from "@/components/ui/icons";
import { FormField } from "@/components/ui/form-field";
import { useCheckedForm } from "@/components/ui/use-checked-form";

// The checks load with the first focus on a field, not with the page.
const loadSchema = () => import("@/domains/content/contact").then((module) => module.contactSchema);

/** The contact form; as the specification says, nothing is sent to a server. */
export function ContactForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { register, handleSubmit, reset, errors } = useCheckedForm(loadSchema, {
    name: "",
    email: "",
    message: "",
  });

  const onSubmit = handleSubmit((values, form) => {
    setSentMessage(contactMessages.success(values.name, values.email));
    reset(form);
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      {sentMessage ? (
        <div role="status" className="alert alert-success">
          <CheckCircleIcon className="h-6 w-6" />
          <span>{sentMessage}</span>
        </div>
      ) : null}
      <FormField label="Name" error={errors.name?.message}>
        <input
          required
          className="input w-full"
          aria-invalid={errors.name ? true : undefined}
          {...register("name")}
        />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <input
          type="email"
          required
          className="input w-full"
          aria-invalid={errors.email ? true : undefined}
          {...register("email")}
        />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <textarea
          required
          className="textarea h-36 w-full"
          aria-invalid={errors.message ? true : undefined}
          {...register("message")}
        />
      </FormField>
      <button type="submit" className="btn btn-primary self-start">
        Send Message
      </button>
    </form>
  );
}
