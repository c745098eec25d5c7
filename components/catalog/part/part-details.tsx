import { PartPicture } from "./part-picture";
import type { FitmentJson } from "@/domains/fitment";
import type { PartJson } from "@/domains/catalog";
import { coreChargeTexts, groupOf, vehicleGroupPagePath } from "@/domains/catalog";
import { PageHeader } from "@/components/ui/page-header";
import { PartBuyBox } from "@/components/ordering/buy/part-buy-box";
import { PartDescription } from "./part-description";
import { PartFitCheck } from "@/components/fitment/part/part-fit-check";
import { PartFitmentTable } from "@/components/fitment/part/part-fitment-table";
import { PartOemNumbers } from "./part-oem-numbers";
import { PartSpecsTable } from "./part-specs-table";

import { partTrail } from "./part-trail";

/**
 * A part's public page: its picture, who makes it, what ordering it takes, the check of the
 * buyer's vehicle, every detail and the vehicles it fits.
 */
export function PartDetails({ part, fitment }: { part: PartJson; fitment: FitmentJson[] }) {
  return (
    <>
      <PageHeader title={part.productName} trail={partTrail(part)} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12">
        <div className="grid items-start gap-10 md:grid-cols-2">
          <PartPicture
            part={part}
            sizes="(min-width: 1280px) 608px, (min-width: 768px) 50vw, 100vw"
          />
          <div className="flex flex-col gap-6">
            <PartBuyBox part={part} />
            {part.coreCharge > 0 ? (
              <p className="text-sm text-base-content/75">
                {coreChargeTexts.perPiece(part.coreCharge)}
              </p>
            ) : null}
            <PartFitCheck partId={part._id} />
          </div>
        </div>
        <div className="grid gap-12 lg:grid-cols-2">
          <PartDescription text={part.productDescription} />
          <div className="space-y-12">
            <PartSpecsTable
              specs={part.specs}
              weight={part.weight}
              dimensions={part.dimensions}
              gtin={part.gtin}
            />
            <PartOemNumbers oemNumbers={part.oemNumbers} />
          </div>
        </div>
        <PartFitmentTable
          fitment={fitment}
          universal={part.universal}
          more={{
            group: groupOf(part.category),
            pathFor: (vehicle) => vehicleGroupPagePath(vehicle, groupOf(part.category)),
          }}
        />
      </div>
    </>
  );
}
