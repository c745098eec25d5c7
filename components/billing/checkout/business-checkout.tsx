"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CheckoutView, type CheckoutExtension } from "@/components/ordering/checkout/checkout-view";
import { useBuyingCompany } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import { BusinessFields } from "./business-fields";
import { PlacedNote } from "./placed-note";
import { termsSchema, type TermsFields, type TermsValues } from "./terms-schema";

const t = billingScreenTexts.checkout;

/**
 * The checkout of a member of an approved company: their PO number (required when the company
 * says so) and, with terms, the choice of paying on account within the company's credit. After
 * placing, a checkout on account or awaiting approval says so instead of asking for a card.
 * Anyone else gets the plain checkout.
 */
export function BusinessCheckout({ buyer }: { buyer: { name: string; email: string } }) {
  const { data: company } = useBuyingCompany();
  const approved = company?.status === "approved" ? company : null;
  const onTerms = approved !== null && approved.terms !== "card";
  const form = useForm<TermsFields, unknown, TermsValues>({
    resolver: zodResolver(termsSchema),
    // Checked as it is typed: an error that went on blur would move the button under a click.
    mode: "onChange",
    values: { poNumber: "", payment: onTerms ? "account" : "card" },
    resetOptions: { keepDirtyValues: true },
  });

  const read: CheckoutExtension["read"] = async () => {
    if (!approved) return {};
    if (!(await form.trigger())) return null;
    const { poNumber, payment } = termsSchema.parse(form.getValues());
    if (approved.poRequired && !poNumber) {
      form.setError("poNumber", { message: t.poRequired }, { shouldFocus: true });
      return null;
    }
    return { poNumber, payment: onTerms ? payment : "card" };
  };

  const extension: CheckoutExtension = {
    fields: approved ? <BusinessFields company={approved} form={form} onTerms={onTerms} /> : null,
    read,
    placed: (placed) =>
      placed.state === "on-account" || placed.state === "awaiting-approval" ? (
        <PlacedNote placed={placed} companyAdmin={approved?.role === "admin"} />
      ) : null,
  };
  return <CheckoutView buyer={buyer} extension={extension} />;
}
