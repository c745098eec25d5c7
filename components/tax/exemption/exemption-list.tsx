import { EmptyState } from "@/components/ui/empty-state";
import type { AccountTaxExemptions } from "@/domains/tax/client";
import { taxScreenTexts as t } from "@/domains/tax";
import { US_STATES } from "@/lib/geo/us-states";
import { ExemptionStatusBadge } from "../exemption-status-badge";

/** The holder's certificates, one card each with its status; the empty state without any. */
export function ExemptionList({ exemptions }: { exemptions: AccountTaxExemptions }) {
  if (exemptions.length === 0) return <EmptyState message={t.noCertificates} />;
  return (
    <ul className="flex max-w-2xl flex-col gap-3">
      {exemptions.map((exemption) => (
        <li
          key={exemption._id}
          data-testid="tax-exemption"
          className="card border border-base-300 bg-base-100 shadow-sm"
        >
          <div className="card-body gap-2 py-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold break-words">
                {US_STATES[exemption.state]} · {exemption.certificateNumber}
              </h3>
              <ExemptionStatusBadge status={exemption.status} expired={exemption.expired} />
            </div>
            <p className="text-sm">{t.expiresOn(exemption.expiresOn)}</p>
            {exemption.status === "rejected" && exemption.reason ? (
              <p className="text-sm break-words">{t.rejectedBecause(exemption.reason)}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
