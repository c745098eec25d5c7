"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema, type ContactInput } from "@/lib/validation/contact";
import { contactMessages } from "@/lib/validation/messages";
import { CheckCircleIcon } from "@/components/ui/icons";
import { FieldError } from "@/components/ui/field-error";

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
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Name</span>
        <input
          className="input w-full"
          required
          aria-invalid={errors.name ? true : undefined}
          {...register("name")}
        />
        <FieldError message={errors.name?.message} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Email</span>
        <input
          type="email"
          className="input w-full"
          required
          aria-invalid={errors.email ? true : undefined}
          {...register("email")}
        />
        <FieldError message={errors.email?.message} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Message</span>
        <textarea
          className="textarea h-36 w-full"
          required
          aria-invalid={errors.message ? true : undefined}
          {...register("message")}
        />
        <FieldError message={errors.message?.message} />
      </label>
      <button type="submit" className="btn btn-primary self-start">
        Send Message
      </button>
    </form>
  );
}
