"use client";

import Link from "next/link";
import { useState } from "react";
import { listMessages as t, type ListLineJson } from "@/domains/lists";
import { formatMoney } from "@/lib/money";

/**
 * One line of a list: the part (name, number), today's unit price and what it was when saved,
 * a quantity saved on blur or Enter, the line's total and problem (as the cart judges it), and
 * Remove.
 */
export function ListLineRow({
  line,
  onQuantity,
  onRemove,
}: {
  line: ListLineJson;
  onQuantity: (quantity: number) => Promise<void>;
  onRemove: () => Promise<void>;
}) {
  const [typed, setTyped] = useState(String(line.quantity));
  const [busy, setBusy] = useState(false);
  const inputId = `list-line-${line.partId}`;
  const messageId = `${inputId}-message`;

  const save = async () => {
    const quantity = Number(typed.trim());
    if (quantity === line.quantity) return;
    setBusy(true);
    try {
      await onQuantity(quantity);
    } catch {
      setTyped(String(line.quantity));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await onRemove();
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr data-testid="list-line">
      <td className="min-w-48">
        <Link href={line.part.url} className="link-hover font-semibold break-words">
          {line.part.productName}
        </Link>
        <div className="font-mono text-xs text-base-content/70">{line.part.partNumber}</div>
        {line.message ? (
          <p id={messageId} className="mt-1 text-sm text-error">
            {line.message}
          </p>
        ) : null}
      </td>
      <td className="whitespace-nowrap">
        {formatMoney(line.unitPrice)}
        {line.savedUnitPrice !== line.unitPrice ? (
          <div className="text-xs text-base-content/70">{t.savedAt(line.savedUnitPrice)}</div>
        ) : null}
      </td>
      <td>
        <label htmlFor={inputId} className="sr-only">
          {`${t.quantityLabel}: ${line.part.productName}`}
        </label>
        <input
          id={inputId}
          className={`input input-sm w-24 ${line.message ? "input-error" : ""}`}
          inputMode="numeric"
          value={typed}
          disabled={busy}
          aria-describedby={line.message ? messageId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => void save()}
          onKeyDown={(event) => {
            if (event.key === "Enter") void save();
          }}
        />
      </td>
      <td className="whitespace-nowrap">{formatMoney(line.lineTotal)}</td>
      <td>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          aria-label={t.removeLine(line.part.productName)}
          disabled={busy}
          onClick={() => void remove()}
        >
          ✕
        </button>
      </td>
    </tr>
  );
}
