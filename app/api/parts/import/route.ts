import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { startPartsImport, type ImportUpload } from "@/domains/catalog/server";
import { PART_IMPORT_MAX_MB, partImportMessages, partImportQuerySchema } from "@/domains/catalog";

const FORMATS: Record<string, ImportUpload["format"]> = {
  "text/csv": "csv",
  "application/xml": "pies",
  "text/xml": "pies",
};

// The body is the file itself, streamed into the database as it arrives (up to 100 MB).
const importFile = async (request: Request): Promise<ImportUpload> => {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const format = FORMATS[type];
  if (!format) throw new AppError(415, partImportMessages.notAFile);
  if (Number(request.headers.get("content-length") ?? "0") > PART_IMPORT_MAX_MB * 1024 * 1024)
    throw new AppError(413, partImportMessages.tooLarge(PART_IMPORT_MAX_MB));
  if (!request.body) throw new AppError(400, partImportMessages.empty);
  return { format, body: request.body };
};

export const POST = route(
  { access: "admin", query: partImportQuerySchema, body: importFile, status: 202 },
  ({ actor, query, body }) => startPartsImport(actor, body, { dryRun: query.dryRun }),
);
