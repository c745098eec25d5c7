"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { LabelledField } from "@/components/ui/labelled-field";
import type { PartJson } from "@/domains/catalog";
import { canBeOrdered } from "@/domains/catalog";
import { orderMessages } from "@/domains/ordering";
import { cartButtonTexts } from "@/domains/ordering/cart-button-texts";
import { useAddToCart } from "@/components/ordering/cart/add-to-cart";
import { orderFormSchema, type OrderFormInput } from "@/domains/ordering";
import { placeOrder } from "./place-order";
import { OrderPrice } from "./order-price";
import { ShippingFields } from "@/components/accounts/addresses/shipping-fields";
import type { PickedAddress } from "@/components/accounts/addresses/saved-address-picker";
import { ReadOnlyBuyer, type Buyer } from "./read-only-buyer";

type OrderFormOutput = z.output<ReturnType<typeof orderFormSchema>>;

/**
 * The order form: the buyer (read-only), phone, shipping address (city, state and ZIP optional:
 * the contract's order may leave them out) and quantity. Messages show
 * while typing; Place Order is disabled while one shows. The one quantity box serves Place
 * Order and Add to cart. The server lowers the stock; the page is refreshed afterwards so the
 * new available quantity shows.
 */
export function OrderForm({
  part,
  buyer,
  startQuantity = part.orderQty,
}: {
  part: PartJson;
  buyer: Buyer;
  /** The quantity the part's page sent, else the MOQ (spec: the default). */
  startQuantity?: number;
}) {
  const router = useRouter();
  const cart = useAddToCart(part);
  const [placed, setPlaced] = useState(false);
  const schema = useMemo(
    () =>
      orderFormSchema({
        minimum: part.orderQty,
        available: part.availableQty,
        multiple: part.orderMultiple,
      }),
    [part.orderQty, part.availableQty, part.orderMultiple],
  );
  const defaults: OrderFormInput = {
    phone: "",
    address: "",
    city: "",
    state: "",
    zip: "",
    quantity: startQuantity,
  };
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<OrderFormInput, unknown, OrderFormOutput>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues: defaults,
  });
  const typedQuantity = useWatch({ control, name: "quantity" });
  const quantity = Number(typedQuantity);
  const hasError = Object.keys(errors).length > 0;
  const outOfStock = !canBeOrdered(part);
  // Judged on the value itself, not only on the shown messages: after a refresh with less stock
  // the typed quantity may be wrong before any message says so.
  const quantityValid = schema.shape.quantity.safeParse(typedQuantity).success;
  const overStock = !outOfStock && quantity > part.availableQty;

  // The stock moved (the page was refreshed after an order or a refusal), or the part's page
  // sent a quantity: judge it against the bounds at once.
  useEffect(() => {
    if (getFieldState("quantity").isDirty || startQuantity !== part.orderQty)
      void trigger("quantity");
  }, [schema, getFieldState, trigger, startQuantity, part.orderQty]);

  // Spec: a quantity over the stock is answered with the 'Stock Out!' toast as well.
  useEffect(() => {
    if (overStock) toast.error(orderMessages.stockOut);
  }, [overStock]);

  const place = async (details: OrderFormOutput) => {
    setPlaced(false);
    try {
      await placeOrder(part, buyer, details);
      toast.success(orderMessages.placed);
      setPlaced(true);
      reset(defaults);
    } catch (error) {
      // 'Stock Out! …' when someone else was faster, or a validation message.
      toast.error((error as Error).message);
    }
    // Either way the stock may have moved: show it as it is now.
    router.refresh();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (quantity > part.availableQty) {
      event.preventDefault();
      toast.error(orderMessages.stockOut);
      return;
    }
    void handleSubmit(place)(event);
  };

  return (
    <section
      aria-labelledby="order-form-title"
      className="card border border-base-200 bg-base-100 shadow-md"
    >
      <form className="card-body gap-4" onSubmit={onSubmit} noValidate>
        <h2 id="order-form-title" className="card-title text-2xl">
          Place your order
        </h2>
        {outOfStock ? (
          <p role="status" className="alert alert-warning">
            {orderMessages.stockOut}
          </p>
        ) : null}
        <ReadOnlyBuyer buyer={buyer} />
        <ShippingFields
          register={register}
          errors={errors}
          destinationOptional
          onPick={(picked) => {
            for (const [name, value] of Object.entries(picked) as [keyof PickedAddress, string][])
              setValue(name, value, { shouldValidate: true });
          }}
        />
        <LabelledField
          label="Order quantity (pcs)"
          hint={outOfStock ? undefined : `From ${part.orderQty} to ${part.availableQty} pcs`}
          error={errors.quantity?.message}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={part.orderQty}
              max={part.availableQty}
              step={part.orderMultiple}
              required
              className="input w-full aria-invalid:input-error"
              {...register("quantity")}
            />
          )}
        </LabelledField>
        <OrderPrice part={part} quantity={quantityValid ? quantity : null} />
        <button
          type="submit"
          className="btn btn-primary btn-lg"
          disabled={hasError || !quantityValid || isSubmitting || outOfStock}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          Place Order
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!quantityValid || cart.busy || outOfStock}
          onClick={() => void cart.add(quantity)}
        >
          {cart.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {cartButtonTexts.addButton}
        </button>
        <p aria-live="polite" className="text-center">
          {placed ? (
            <>
              {orderMessages.placed}{" "}
              <Link href="/dashboard/my-orders" className="link link-primary font-semibold">
                {PAY_IN_MY_ORDERS}
              </Link>
            </>
          ) : null}
        </p>
      </form>
    </section>
  );
}

// Not in the spec: where to go next once the order exists.
const PAY_IN_MY_ORDERS = "Pay it in My Orders";
