"use client";

import Link from "next/link";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { cardLabel, DataTableFrame, type ColumnSpec } from "@/components/ui/data-table-frame";
import { EmptyState } from "@/components/ui/empty-state";
import { FITMENT_REVIEW_BADGE } from "@/domains/catalog";
import { returnScreenTexts } from "@/domains/returns";
import { fitmentReviewPath, type FitmentReview } from "@/domains/returns/client";

const t = returnScreenTexts.fitment;
const COLUMN = Object.fromEntries(
  Object.entries(t.columns).map(([key, label]) => [key, { label }]),
) as Record<keyof typeof t.columns, ColumnSpec>;

/** Parts ranked by wrong-part returns, the vehicles concerned, and the way to fix their fitment. */
export function FitmentReviewView() {
  const { data, error, mutate } = useSWR<FitmentReview, Error>(fitmentReviewPath);
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  if (data && data.length === 0) return <EmptyState message={t.empty} />;
  return (
    <DataTableFrame caption={t.caption} columns={Object.values(COLUMN)} loading={!data} cards>
      {data?.map((part) => (
        <tr key={part.partId} data-testid="fitment-review-row">
          <th scope="row" className="break-words" {...cardLabel(COLUMN.part)}>
            {part.productName}
            {part.flagged ? (
              <span className="badge badge-warning ml-2 whitespace-nowrap">
                {FITMENT_REVIEW_BADGE}
              </span>
            ) : null}
          </th>
          <td {...cardLabel(COLUMN.returns)}>{part.returns}</td>
          <td {...cardLabel(COLUMN.units)}>{part.units}</td>
          <td className="break-words" {...cardLabel(COLUMN.vehicles)}>
            {part.vehicles.length === 0
              ? t.noVehicles
              : part.vehicles.map((vehicle) => vehicle.label).join(", ")}
          </td>
          <td {...cardLabel(COLUMN.fitment)}>
            <Link
              href={part.fitmentPath}
              className="btn btn-outline btn-xs whitespace-nowrap"
              aria-label={t.editOf(part.productName)}
            >
              {t.edit}
            </Link>
          </td>
        </tr>
      ))}
    </DataTableFrame>
  );
}
