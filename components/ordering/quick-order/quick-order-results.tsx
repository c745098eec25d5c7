"use client";

import { useState } from "react";
import { formatMoney } from "@/lib/money";
import type { QuickOrderLineJson } from "@/domains/ordering";
import { quickOrderScreen as texts } from "@/domains/ordering";
import { QuickOrderRow, type LineFix } from "./quick-order-row";

/** Rows rendered at first and added by each "Show more": 2,000 rows at once make typing lag. */
const PAGE = 200;

/** The verdicts: summary, the ready lines' total, the add button, and the table. */
export function QuickOrderResults({
  lines,
  busy,
  adding,
  onFix,
  onAdd,
}: {
  lines: QuickOrderLineJson[];
  busy: boolean;
  adding: boolean;
  onFix: (fix: LineFix) => void;
  onAdd: (ready: QuickOrderLineJson[]) => void;
}) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const ready = lines.filter((line) => line.status === "ok");
  const total = ready.reduce((sum, line) => sum + Math.round((line.lineTotal ?? 0) * 100), 0);
  const listed = onlyProblems ? lines.filter((line) => line.status === "error") : lines;
  const visible = listed.slice(0, shown);
  return (
    <section aria-labelledby="quick-order-results" className="flex flex-col gap-4">
      <h2 id="quick-order-results" className="sr-only">
        Checked lines
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-lg font-semibold" data-testid="quick-order-summary">
            {texts.summary(ready.length, lines.length)}
          </p>
          <p>
            {texts.readyTotal}: <strong>{formatMoney(total / 100)}</strong>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <label className="label cursor-pointer gap-2">
            <input
              type="checkbox"
              className="toggle toggle-sm"
              checked={onlyProblems}
              onChange={(event) => setOnlyProblems(event.target.checked)}
            />
            {texts.onlyProblems}
          </label>
          <button
            type="button"
            className="btn btn-primary"
            disabled={ready.length === 0 || busy || adding}
            onClick={() => onAdd(ready)}
          >
            {adding ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {adding ? texts.adding : texts.addToCart(ready.length)}
          </button>
        </div>
      </div>
      {listed.length === 0 ? (
        <p>{texts.noProblems}</p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Number</th>
                <th scope="col">Part</th>
                <th scope="col" className="text-right">
                  Quantity
                </th>
                <th scope="col" className="text-right">
                  Unit price
                </th>
                <th scope="col" className="text-right">
                  Line total
                </th>
                <th scope="col">Status</th>
                <th scope="col">Problem and fix</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((line) => (
                <QuickOrderRow key={line.line} line={line} disabled={busy} onFix={onFix} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {listed.length > shown ? (
        <button
          type="button"
          className="btn btn-outline self-center"
          onClick={() => setShown((count) => count + PAGE)}
        >
          {texts.showMore(Math.min(PAGE, listed.length - shown))}
        </button>
      ) : null}
    </section>
  );
}
