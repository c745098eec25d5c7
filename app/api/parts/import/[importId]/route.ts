import { route } from "@/lib/http/route";
import { partsImportStatus } from "@/domains/catalog/server";
import { partImportParamsSchema } from "@/domains/catalog";

export const GET = route({ access: "admin", params: partImportParamsSchema }, ({ actor, params }) =>
  partsImportStatus(actor, params.importId),
);
