"use client";

import { ListPriceNote } from "@/components/companies/list-price-note";
import { thumbnailSources } from "@/lib/images/thumbnail";
import Link from "next/link";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { addToCart, removeFromCart } from "@/domains/ordering/client";
import type { CartLineJson } from "@/domains/ordering";
import { formatDollars } from "@/lib/money";
import { cartMessages } from "@/domains/ordering";

/**
 * One line of the cart: the part, a quantity that is saved on blur or Enter, the unit price
 * after price breaks and the next break's hint, the line's problem with its fixes as chips,
 * and Remove (after a confirmation).
 */
export function CartLineRow({ line }: { line: CartLineJson }) {
  const [typed, setTyped] = useState(String(line.quantity));
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const messageId = `cart-line-${line.partId}-message`;

  const save = async (quantity: number) => {
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      toast.error(cartMessages.wholeNumber);
      setTyped(String(line.quantity));
      return;
    }
    if (quantity === line.quantity) return;
    setSaving(true);
    try {
      await addToCart(line.partId, quantity);
      setTyped(String(quantity));
    } catch (error) {
      toast.error((error as Error).message);
      setTyped(String(line.quantity));
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    setRemoving(true);
    try {
      await removeFromCart(line.partId);
    } catch (error) {
      toast.error((error as Error).message);
      setRemoving(false);
    }
    setConfirming(false);
  };

  return (
    <li className="flex flex-wrap items-start gap-4 py-4" data-testid="cart-line">
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's URLs, without next/image's code */}
      <img
        {...thumbnailSources(line.part.image)}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
        className="h-20 w-20 shrink-0 rounded-box bg-base-200 object-cover"
      />
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <Link href={line.part.url} className="link-hover font-semibold break-words">
          {line.part.productName}
        </Link>
        <span className="font-mono text-xs text-base-content/70">{line.part.partNumber}</span>
        <span className="text-sm">
          {formatDollars(line.unitPrice)}$ each
          {line.tierHint && (
            <span className="ml-2 font-semibold" data-testid="tier-hint">
              ({line.tierHint.text})
            </span>
          )}
        </span>
        <ListPriceNote price={line.unitPrice} listPrice={line.listUnitPrice} />
        {line.coreDeposit && <span className="text-xs">{line.coreDeposit.text}</span>}
        {line.message && (
          <div id={messageId} className="flex flex-wrap items-center gap-2 text-sm text-error">
            <span>{line.message}</span>
            {line.suggestions.map((quantity) => (
              <button
                key={quantity}
                type="button"
                className="btn btn-xs btn-outline"
                onClick={() => void save(quantity)}
                disabled={saving}
              >
                {quantity} pcs
              </button>
            ))}
          </div>
        )}
      </div>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{cartMessages.quantityLabel}</span>
        <input
          type="number"
          inputMode="numeric"
          className="input input-sm w-28 aria-invalid:input-error"
          min={line.part.orderQty}
          step={line.part.orderMultiple}
          value={typed}
          disabled={saving}
          aria-invalid={line.status === "error"}
          aria-describedby={line.message ? messageId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => void save(Number(typed))}
          onKeyDown={(event) => {
            if (event.key === "Enter") void save(Number(typed));
          }}
        />
      </label>
      <div className="flex w-28 flex-col items-end gap-2">
        <span className="font-bold" data-testid="line-total">
          {formatDollars(line.lineTotal)}$
        </span>
        <button
          type="button"
          className="btn btn-ghost btn-xs text-error"
          onClick={() => setConfirming(true)}
        >
          Remove
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={cartMessages.removeTitle}
        text={cartMessages.removeText(line.part.productName)}
        confirmLabel="Remove"
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
