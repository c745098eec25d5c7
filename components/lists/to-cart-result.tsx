"use client";

import Link from "next/link";
import { listMessages as t, type ListToCartJson } from "@/domains/lists";

/** What "Add all to cart" did: the summary, then each line that changed and how. */
export function ToCartResult({ result }: { result: ListToCartJson }) {
  const changed = result.lines.filter((line) => line.changes.length > 0);
  return (
    <div
      role="status"
      className="alert alert-info alert-soft flex flex-col items-start gap-2"
      data-testid="to-cart-result"
    >
      <p className="font-semibold">{result.message}</p>
      {changed.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold">{t.whatChanged}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {changed.map((line) => (
              <li key={line.partId}>
                <span className="font-semibold">{line.productName}</span> ({line.partNumber}):{" "}
                {line.changes.map((change) => change.message).join(" ")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link href="/cart" className="btn btn-sm">
        {t.viewCart}
      </Link>
    </div>
  );
}
