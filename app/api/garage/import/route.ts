import { csvText } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route";
import { importFleet } from "@/domains/fitment/server";
import { FLEET_IMPORT_MAX_BYTES, fleetImportMessages } from "@/domains/fitment";

// A fleet's VINs from a CSV file (vin,label[,unit]) into the caller's garage, reported per line.
export const POST = route(
  {
    access: "user",
    body: csvText(FLEET_IMPORT_MAX_BYTES, fleetImportMessages),
    rateLimit: { action: "fleetImport", key: () => undefined },
  },
  ({ actor, body }) => importFleet(actor, body),
);
