import { route } from "@/lib/http/route";
import { lookUpVin } from "@/domains/fitment/server";
import { vinParams } from "@/domains/fitment";

// A VIN decoded offline and matched to the shop's vehicles: public, counted per address.
export const GET = route(
  {
    access: "public",
    params: vinParams,
    rateLimit: { action: "vinLookup", key: () => undefined },
  },
  ({ params }) => lookUpVin(params.vin),
);
