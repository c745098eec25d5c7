"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema, type ContactInput } from "@/lib/validation/contact";
import { contactMessages } from "@/lib/validation/spec-texts";
import { CheckCircleIcon } from "@/components/ui/icons";
import { FormField } from "@/components/ui/form-field";

/** The contact form; as the specification says, nothing is sent to a server. */
export function ContactForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: "", email: "", message: "" },
  });

  const onSubmit = (values: ContactInput) => {
    setSentMessage(contactMessages.success(values.name, values.email));
    reset();
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
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
