"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import useSWR from "swr";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { toast } from "@/components/ui/toast";
import type { OrderJson } from "@/domains/ordering";
import { GARAGE_PATH } from "@/domains/fitment/client";
import { vehicleLabel, type GarageEntryJson } from "@/domains/fitment";
import {
  RETURN_REASONS,
  returnReasonLabels,
  returnRequestSchema,
  returnScreenTexts,
  type ReturnJson,
} from "@/domains/returns";
import { openReturn } from "@/domains/returns/client";
import { fetchTablePage } from "@/components/ui/server-table/use-table-page";

const t = returnScreenTexts.form;
type ReturnFields = z.input<typeof returnRequestSchema>;
// What the inputs hold; the resolver hands `submit` the cleaned request, where the optional ones may be gone.
type Fields = { [K in keyof ReturnFields]-?: string };

// Optional fields left empty are absent, as the API takes them (a blank note is refused).
const cleaned = (fields: Fields): ReturnFields => ({
  orderId: fields.orderId,
  quantity: fields.quantity,
  reason: fields.reason as ReturnFields["reason"],
  ...(fields.note?.trim() ? { note: fields.note } : {}),
  ...(fields.vehicleId ? { vehicleId: fields.vehicleId } : {}),
});
const checked = zodResolver(returnRequestSchema, undefined, { raw: true });
const resolver: Resolver<Fields> = (values, context, options) =>
  checked(cleaned(values), context, options as never) as never;

/**
 * The customer's return of one order: reason, quantity (at most what may still go back), note,
 * and for a wrong part the vehicle (the order's by default). Checked by the API's own schema;
 * the server's refusal shows in the dialog, the opened RMA is handed to `onOpened`.
 */
export function ReturnFormDialog({
  order,
  reason,
  left,
  onClose,
  onOpened,
}: {
  order: OrderJson;
  reason: ReturnFields["reason"];
  left: (reason: string) => number;
  onClose: () => void;
  onOpened: (opened: ReturnJson) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const garage = useSWR(`${GARAGE_PATH}?limit=100`, fetchTablePage<GarageEntryJson>);
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver,
    defaultValues: {
      orderId: order._id,
      quantity: String(Math.min(1, left(reason))),
      reason,
      note: "",
      vehicleId: order.vehicleId ?? "",
    },
  });
  useEffect(() => setFocus("reason"), [setFocus]);
  const chosen = useWatch({ control, name: "reason" });
  const max = left(chosen);

  const submit = async (fields: Fields) => {
    setRefusal(null);
    try {
      const opened = await openReturn(cleaned(fields) as never);
      toast.success(t.opened(opened.number));
      onOpened(opened);
    } catch (failure) {
      setRefusal((failure as Error).message);
    }
  };

  const vehicles = garage.data?.rows ?? [];
  return (
    <FormDialog
      title={t.title(order.productInfo.productName)}
      text={max > 0 ? t.text(max) : t.nothingLeft}
      submitLabel={t.submit}
      busy={isSubmitting}
      refusal={refusal}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <input type="hidden" {...register("orderId")} />
      <FormField label={t.reason} error={errors.reason?.message}>
        <select className="select w-full" {...register("reason")}>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {returnReasonLabels[value]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t.quantity} error={errors.quantity?.message}>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          className="input w-full"
          aria-invalid={errors.quantity ? true : undefined}
          {...register("quantity")}
        />
      </FormField>
      <FormField label={t.note} error={errors.note?.message}>
        <textarea
          className="textarea w-full"
          maxLength={1000}
          aria-invalid={errors.note ? true : undefined}
          {...register("note")}
        />
      </FormField>
      {chosen === "wrong-part" ? (
        <FormField label={t.vehicle} error={errors.vehicleId?.message}>
          <select className="select w-full" {...register("vehicleId")}>
            <option value="">{t.noVehicle}</option>
            {order.vehicleId && !vehicles.some((entry) => entry._id === order.vehicleId) ? (
              <option value={order.vehicleId}>{t.orderVehicle}</option>
            ) : null}
            {vehicles.map((entry) => (
              <option key={entry.entryId} value={entry._id}>
                {entry.label ?? vehicleLabel(entry)}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
    </FormDialog>
  );
}
