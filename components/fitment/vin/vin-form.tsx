"use client";

import { useId } from "react";
import { vinFieldTexts } from "@/domains/fitment/vin-field-texts";

const SIZES = {
  hero: {
    join: "join mt-1",
    input: "input join-item w-full font-mono uppercase",
    button: "btn btn-outline join-item",
  },
  bar: {
    join: "join",
    input: "input input-sm join-item w-48 font-mono uppercase",
    button: "btn btn-sm btn-outline join-item",
  },
};

export interface VinFormProps {
  size: keyof typeof SIZES;
  className?: string;
  busy?: boolean;
  /** Under the field: why the VIN is refused (`problem`), or what the lookup found. */
  message?: { text: string; problem: boolean } | null;
  input?: React.ComponentProps<"input">;
  onSubmit?: (event: React.FormEvent) => void;
  /** What follows the message (the engine choices), given the message's id to be named by. */
  children?: (messageId: string) => React.ReactNode;
}

/** The VIN field as drawn before and after its code loads: label, input, button, message. */
export function VinForm({
  size,
  className,
  busy,
  message,
  input,
  onSubmit,
  children,
}: VinFormProps) {
  const id = useId();
  const messageId = `${id}-error`;
  const sizes = SIZES[size];
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        {vinFieldTexts.label}
      </label>
      <div className={sizes.join}>
        <input
          {...input}
          id={id}
          className={sizes.input}
          placeholder={vinFieldTexts.placeholder}
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={25}
          aria-invalid={message?.problem || undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <button type="submit" className={sizes.button} aria-busy={busy || undefined}>
          {busy ? <span className="loading loading-spinner loading-sm" aria-hidden /> : null}
          {busy ? vinFieldTexts.lookingUp : vinFieldTexts.submit}
        </button>
      </div>
      {message ? (
        <p
          id={messageId}
          role={message.problem ? undefined : "status"}
          className={message.problem ? "w-full text-sm text-error" : "w-full text-sm"}
        >
          {message.text}
        </p>
      ) : null}
      {children?.(messageId)}
    </form>
  );
}
