import { z } from "zod";
import { AppError } from "@/lib/errors";
import { readTextLimited } from "@/lib/http/read-limited";
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
const csvText = async (request: Request) => {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "text/csv" && type !== "text/plain")
    throw new AppError(415, fitmentCsvMessages.notCsv);
  return readTextLimited(request, FITMENT_IMPORT_MAX_BYTES, fitmentCsvMessages.tooLarge);
};

export const POST = route({ access: "admin", query, body: csvText }, ({ actor, query, body }) =>
  importFitment(actor, body, { dryRun: query.dryRun }),
);
