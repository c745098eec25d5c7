"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { testCardSchema, type TestCard, type TestCardInput } from "@/domains/payments/payments";
import { orderMessages } from "@/domains/ordering";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-fields";
import { PayButton } from "./pay-button";
import { confirmWithTestProvider } from "./test-provider";
import type { Payable } from "./payable";
import { usePayment } from "./use-payment";

/** Rewrites what was typed (groups of four, MM/YY) before the form reads it. */
function formatted(registration: UseFormRegisterReturn, format: (value: string) => string) {
  return {
    ...registration,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return registration.onChange(event);
    },
  };
}

/**
 * The card form of the built-in test payment provider (no Stripe keys configured). Labelled as
 * test mode everywhere it shows, with the test cards it accepts: nothing is charged.
 */
export function TestCardForm({ payable }: { payable: Payable }) {
  const { busy, pay } = usePayment(payable);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestCardInput, unknown, TestCard>({
    resolver: zodResolver(testCardSchema),
    mode: "onTouched",
    defaultValues: { number: "", expiry: "", cvc: "" },
  });

  const submit = handleSubmit((card) =>
    pay((clientSecret) => confirmWithTestProvider(clientSecret, card, payable.author)),
  );

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label="Card payment">
      <p role="note" className="text-sm text-base-content/80">
        {orderMessages.testModeTitle}: use 4242 4242 4242 4242, any future expiry, any CVC. The card
        4000 0000 0000 0002 is declined; other cards are refused.
      </p>
      <LabelledField label="Card number" error={errors.number?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            required
            className="input w-full font-mono aria-invalid:input-error"
            {...formatted(register("number"), formatCardNumber)}
          />
        )}
      </LabelledField>
      <div className="grid grid-cols-2 gap-4">
        <LabelledField label="Expiry (MM/YY)" error={errors.expiry?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              required
              className="input w-full font-mono aria-invalid:input-error"
              {...formatted(register("expiry"), formatExpiry)}
            />
          )}
        </LabelledField>
        <LabelledField label="CVC" error={errors.cvc?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              required
              className="input w-full font-mono aria-invalid:input-error"
              {...formatted(register("cvc"), formatCvc)}
            />
          )}
        </LabelledField>
      </div>
      <PayButton total={payable.total} busy={busy} />
    </form>
  );
}
