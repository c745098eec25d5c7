"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { ModalShell } from "@/components/ui/modal-shell";
import { NoticeDialog } from "@/components/ui/notice-dialog";
import { toast } from "@/components/ui/toast";
import { useModal } from "@/components/ui/use-modal";
import { shipOrder } from "@/domains/ordering/client";
import {
  KNOWN_CARRIERS,
  orderMessages,
  shipmentFieldsSchema,
  shippingMessages as t,
  type OrderJson,
  type ShipmentFields,
  type ShipmentFieldsOutput,
} from "@/domains/ordering";

const EMPTY: ShipmentFields = { carrier: "", trackingNumber: "" };

/**
 * The admin's "Are you sure?" before shipping a paid order, with the carrier and tracking number
 * (both optional) for the customer to follow; then the spec's "Yeah!" notice. Open while `order`
 * is set; after every attempt it closes and the list is refetched.
 */
export function ShipOrderDialog({
  order,
  onClose,
  refetch,
}: {
  order: OrderJson | null;
  onClose: () => void;
  refetch: () => Promise<unknown>;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModal(order !== null, cancelRef);
  // The route's own schema judges the fields; its first message per field shows under it.
  const form = useForm<ShipmentFields, unknown, ShipmentFieldsOutput>({
    resolver: zodResolver(shipmentFieldsSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [shipped, setShipped] = useState(false);

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const ship = async () => {
    if (!order) return;
    setBusy(true);
    try {
      // Sent as typed: blanks are "no carrier", "no tracking number" to the route as well.
      const typed = form.getValues();
      const { modifiedCount } = await shipOrder(order._id, { shipped: true, ...typed });
      if (modifiedCount > 0) setShipped(true);
      else toast.error(orderMessages.somethingWrong);
    } catch (error) {
      toast.error((error as Error).message);
    }
    setBusy(false);
    close();
    void refetch();
  };
  const field = (name: "carrier" | "trackingNumber") => ({
    ...form.register(name),
    "aria-invalid": errors[name] ? true : undefined,
    className: "input w-full",
    autoComplete: "off",
  });

  return (
    <>
      <ModalShell dialogRef={dialogRef} id={id} open={order !== null} busy={busy} onDismiss={close}>
        <form className="modal-box" noValidate onSubmit={form.handleSubmit(ship)}>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {orderMessages.confirmTitle}
          </h2>
          <p id={`${id}-text`} className="py-4 break-words">
            {orderMessages.confirmText}
          </p>
          <div className="flex flex-col gap-3">
            <FormField label={t.carrierLabel} error={errors.carrier?.message}>
              <input list={`${id}-carriers`} maxLength={40} {...field("carrier")} />
              <span className="text-xs text-base-content/70">{t.carrierHint}</span>
            </FormField>
            <datalist id={`${id}-carriers`}>
              {KNOWN_CARRIERS.map((carrier) => (
                <option key={carrier} value={carrier} />
              ))}
            </datalist>
            <FormField label={t.trackingLabel} error={errors.trackingNumber?.message}>
              <input maxLength={60} {...field("trackingNumber")} />
            </FormField>
          </div>
          <div className="modal-action">
            <button type="submit" className="btn btn-success" disabled={busy}>
              {busy ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : null}
              Ship it
            </button>
            <button ref={cancelRef} type="button" className="btn" onClick={close} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      </ModalShell>
      <NoticeDialog
        open={shipped}
        title={orderMessages.shippedTitle}
        text={orderMessages.shippedText}
        onClose={() => setShipped(false)}
      />
    </>
  );
}
