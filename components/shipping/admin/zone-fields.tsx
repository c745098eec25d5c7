"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { SHIPPING_SERVICES, shippingScreenTexts as t } from "@/domains/shipping";
import { RateField } from "./rate-field";
import type { RatesForm } from "./rates-form-values";
import { ServiceFields } from "./service-fields";

/** One zone: its id, name and states, and its ground and express rates side by side. */
export function ZoneFields({
  index,
  onRemove,
  removable,
}: {
  index: number;
  onRemove: () => void;
  removable: boolean;
}) {
  const { control } = useFormContext<RatesForm>();
  const name = useWatch({ control, name: `zones.${index}.name` }) ?? "";
  const headingId = `zone-${index}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-box bg-base-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-bold">
          {t.zoneHeading(index, name)}
        </h4>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={!removable}
          onClick={onRemove}
        >
          {t.removeZone(name)}
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <RateField
          name={`zones.${index}.id`}
          label={t.zoneId}
          hint={t.zoneIdHint}
          numeric={false}
          rowName={`Zone ${index + 1}:`}
        />
        <RateField
          name={`zones.${index}.name`}
          label={t.zoneName}
          numeric={false}
          rowName={`Zone ${index + 1}:`}
        />
      </div>
      <RateField
        name={`zones.${index}.states`}
        label={t.zoneStates}
        hint={t.zoneStatesHint}
        numeric={false}
        rowName={`Zone ${index + 1}:`}
      />
      <div className="grid gap-3 lg:grid-cols-2">
        {SHIPPING_SERVICES.map((service) => (
          <ServiceFields key={service} zoneIndex={index} zoneName={name} service={service} />
        ))}
      </div>
    </section>
  );
}
