"use client";

import { FormProvider, get, useFieldArray, useForm, type Path } from "react-hook-form";
import { routeBodyResolver } from "@/components/companies/route-body-resolver";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import {
  shippingRatesSchema,
  shippingScreenTexts as t,
  type ShippingRatesJson,
} from "@/domains/shipping";
import { saveShippingRates, type ShippingRatesBody } from "@/domains/shipping/client";
import { GeneralFields } from "./general-fields";
import { OversizeFields } from "./oversize-fields";
import { emptyZone, toBody, toForm, type RatesForm } from "./rates-form-values";
import { ZoneFields } from "./zone-fields";

/**
 * The shipping rates document as a form: checked by the route's own schema before it is sent,
 * and the server's refusals shown at their fields. Saving replaces the whole document.
 */
export function ShippingRatesForm({
  rates,
  onSaved,
}: {
  rates: ShippingRatesJson;
  onSaved: (saved: ShippingRatesJson) => void;
}) {
  const form = useForm<RatesForm, unknown, ShippingRatesBody>({
    resolver: routeBodyResolver(shippingRatesSchema, toBody),
    defaultValues: toForm(rates),
  });
  const { control, handleSubmit, setError, formState } = form;
  const zones = useFieldArray({ control, name: "zones" });
  const zonesError = get(formState.errors, "zones") as
    { message?: string; root?: { message?: string } } | undefined;

  const save = handleSubmit(
    async (body) => {
      try {
        const saved = await saveShippingRates(body);
        form.reset(toForm(saved));
        onSaved(saved);
        toast.success(t.saved);
      } catch (error) {
        for (const issue of error instanceof ApiError ? error.issues : []) {
          const { path, message } = issue as { path?: (string | number)[]; message?: string };
          if (path && message) setError(path.join(".") as Path<RatesForm>, { message });
        }
        toast.error((error as Error).message);
      }
    },
    () => toast.error(t.notSaved),
  );

  return (
    <FormProvider {...form}>
      <form
        className="flex flex-col gap-6"
        onSubmit={save}
        noValidate
        aria-busy={formState.isSubmitting}
      >
        <fieldset disabled={formState.isSubmitting} className="flex flex-col gap-6">
          <section aria-labelledby="zones-title" className="flex flex-col gap-4">
            <h3 id="zones-title" className="text-lg font-bold">
              {t.zonesTitle}
            </h3>
            {(zonesError?.message ?? zonesError?.root?.message) ? (
              <p className="text-error" role="alert">
                {zonesError?.message ?? zonesError?.root?.message}
              </p>
            ) : null}
            {zones.fields.map((zone, index) => (
              <ZoneFields
                key={zone.id}
                index={index}
                removable={zones.fields.length > 1}
                onRemove={() => zones.remove(index)}
              />
            ))}
            <button
              type="button"
              className="btn btn-outline btn-sm self-start"
              onClick={() => zones.append(emptyZone())}
            >
              {t.addZone}
            </button>
          </section>
          <GeneralFields />
          <OversizeFields />
          <SubmitButton busy={formState.isSubmitting} label={t.save} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
