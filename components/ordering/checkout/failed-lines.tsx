import Link from "next/link";
import type { FailedLineJson } from "@/domains/ordering";

/** Why the checkout ordered nothing: each line that failed, why, and what would do. */
export function FailedLines({ message, lines }: { message: string; lines: FailedLineJson[] }) {
  return (
    <div role="alert" className="alert alert-error flex flex-col items-start gap-2">
      <p className="font-semibold">{message}</p>
      {lines.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {lines.map((line) => (
            <li key={line.partId}>
              <span className="font-semibold">{line.productName ?? "A part"}</span>: {line.message}
            </li>
          ))}
        </ul>
      )}
      <Link href="/cart" className="btn btn-sm">
        Fix in the cart
      </Link>
    </div>
  );
}
