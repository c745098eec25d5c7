import type { ShippingRatesJson } from "@/domains/shipping";
import type { ShippingRatesBody } from "@/domains/shipping/client";

type ZoneJson = ShippingRatesJson["zones"][number];

/**
 * The rates as the form holds them: a zone's states as one text ("IL, IN"), a blank free-ground
 * threshold for never; numbers as the inputs give them (text), which the schema reads.
 */
export type RatesForm = Omit<ShippingRatesJson, "zones" | "freeGroundThreshold"> & {
  zones: (Omit<ZoneJson, "states"> & { states: string })[];
  freeGroundThreshold: string | number;
};

export const toForm = (rates: ShippingRatesJson): RatesForm => ({
  ...rates,
  zones: rates.zones.map((zone) => ({ ...zone, states: zone.states.join(", ") })),
  freeGroundThreshold: rates.freeGroundThreshold ?? "",
});

/** The body `PUT /api/shipping/rates` takes, from the form's values. */
export const toBody = (form: RatesForm): ShippingRatesBody => ({
  ...form,
  zones: form.zones.map((zone) => ({
    ...zone,
    states: zone.states
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((state) => state.toUpperCase()),
  })),
  freeGroundThreshold:
    String(form.freeGroundThreshold).trim() === "" ? null : form.freeGroundThreshold,
});

const emptyService = () => ({
  brackets: [{ upToLb: 1, price: 10 }],
  perLbBeyond: 1,
  days: { min: 2, max: 5 },
});

export const emptyZone = (): RatesForm["zones"][number] => ({
  id: "",
  name: "",
  states: "",
  services: { ground: emptyService(), express: emptyService() },
});
