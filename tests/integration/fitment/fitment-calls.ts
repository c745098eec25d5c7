// The fitment API as a browser or the admin screens call it: the vehicle selects, the batch of
// fit states and a part's fitment list (My Garage's: garage-calls.ts). A caller of null is a guest.
import { GET as getVehicles } from "@/app/api/vehicles/route";
import { GET as getYears } from "@/app/api/vehicles/years/route";
import { GET as getMakes } from "@/app/api/vehicles/makes/route";
import { GET as getModels } from "@/app/api/vehicles/models/route";
import { GET as getEngines } from "@/app/api/vehicles/engines/route";
import { GET as getVehicle } from "@/app/api/vehicles/[id]/route";
import { GET as getFit } from "@/app/api/vehicles/[id]/fit/route";
import { GET as getPartFitment, PUT as putPartFitment } from "@/app/api/parts/[id]/fitment/route";
import { callRoute } from "../../helpers/call-route";
import { queryString, type FinderQuery } from "../../helpers/finder";
import { headersOf } from "../../helpers/tokens";

type Caller = { uid: string } | null;

const get = (
  handler: Parameters<typeof callRoute>[0],
  path: string,
  query: FinderQuery = {},
  params?: Record<string, string>,
) => callRoute(handler, `${path}?${queryString(query)}`, { params });

export const vehicleYears = () => get(getYears, "/api/vehicles/years");
export const vehicleMakes = (query: FinderQuery) => get(getMakes, "/api/vehicles/makes", query);
export const vehicleModels = (query: FinderQuery) => get(getModels, "/api/vehicles/models", query);
export const vehicleEngines = (query: FinderQuery) =>
  get(getEngines, "/api/vehicles/engines", query);
export const vehiclesOf = (query: FinderQuery) => get(getVehicles, "/api/vehicles", query);
export const vehicleById = (id: string) => get(getVehicle, `/api/vehicles/${id}`, {}, { id });

/** GET /api/vehicles/{id}/fit?part=…, as written (a string) or one `part` per id. */
export const fitOf = (vehicleId: string, parts: string[] | string) =>
  get(
    getFit,
    `/api/vehicles/${vehicleId}/fit`,
    typeof parts === "string" ? parts : { part: parts },
    { id: vehicleId },
  );

export const partFitment = (partId: string) =>
  get(getPartFitment, `/api/parts/${partId}/fitment`, {}, { id: partId });

export async function putFitment(caller: Caller, partId: string, body: unknown) {
  return callRoute(putPartFitment, `/api/parts/${partId}/fitment`, {
    method: "PUT",
    headers: await headersOf(caller),
    params: { id: partId },
    body,
  });
}

/** The error message of an answer. */
export const errorOf = (answer: { body: unknown }) => (answer.body as { error?: string }).error;
