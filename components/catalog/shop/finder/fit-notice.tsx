import { finderMessages } from "@/domains/catalog";
import { finderHref, type FinderParams } from "./finder-params";

/**
 * With a vehicle, the finder lists only the parts that fit it (or every vehicle): those that do
 * not fit are hidden, one link away.
 */
export function FitNotice({ params, vehicleName }: { params: FinderParams; vehicleName: string }) {
  return (
    <p className="mb-4 text-sm text-base-content/70" data-testid="finder-fit-notice">
      {finderMessages.fittingOnly(vehicleName)}{" "}
      <a href={finderHref({ ...params, vehicle: undefined })} className="link link-primary">
        {finderMessages.showAllParts}
      </a>
    </p>
  );
}
