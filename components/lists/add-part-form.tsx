"use client";

import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import type { PartJson } from "@/domains/catalog";
import { listMessages as t } from "@/domains/lists";
import { findPartsForList } from "@/domains/lists/client";

/** Finds parts by name or number (the shop's search) and adds one at its minimum order. */
export function AddPartForm({ onAdd }: { onAdd: (part: PartJson) => Promise<void> }) {
  const id = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<PartJson[] | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async () => {
    if (!text.trim()) return;
    setSearching(true);
    try {
      setFound(await findPartsForList(text.trim()));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSearching(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="card border border-base-300 bg-base-100 p-4"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-bold">
        {t.addLine}
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label className="flex min-w-56 flex-1 flex-col gap-1" htmlFor={`${id}-q`}>
          <span className="text-sm font-semibold">{t.partIdLabel}</span>
          <input
            id={`${id}-q`}
            type="search"
            className="input w-full"
            placeholder={t.partPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className="btn" disabled={searching}>
          {t.search}
        </button>
      </form>
      {found?.length === 0 ? <p className="mt-3 text-sm">{t.noMatch}</p> : null}
      {found && found.length > 0 ? (
        <ul className="mt-3 divide-y divide-base-300" aria-label={t.partsFound}>
          {found.map((part) => (
            <li key={part._id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-48 flex-1">
                <span className="font-semibold">{part.productName}</span>{" "}
                <span className="font-mono text-xs text-base-content/70">{part.partNumber}</span>
                <span className="block text-sm text-base-content/70">
                  {t.partFacts(part.price, part.orderQty)}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-primary"
                aria-label={`${t.addLine}: ${part.productName}`}
                onClick={() => void onAdd(part)}
              >
                {t.addLine}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
