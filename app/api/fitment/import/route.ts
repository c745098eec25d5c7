import { z } from "zod";
import { csvText } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route";
import { importFitment } from "@/domains/fitment/server";
import { FITMENT_IMPORT_MAX_BYTES, fitmentCsvMessages } from "@/domains/fitment";

const query = z.object({
  dryRun: z
    .enum(["1", "true", "0", "false"], { message: "dryRun must be 1 or 0" })
    .optional()
    .transform((value) => value === "1" || value === "true"),
});

// The body is the file itself; a form or JSON is not a CSV file, whatever it holds.
export const POST = route(
  { access: "admin", query, body: csvText(FITMENT_IMPORT_MAX_BYTES, fitmentCsvMessages) },
  ({ actor, query, body }) => importFitment(actor, body, { dryRun: query.dryRun }),
);
