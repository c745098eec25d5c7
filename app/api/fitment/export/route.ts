import { route } from "@/lib/http/route";
import { csvDownload } from "@/lib/http/table-answers";
import { exportFitment } from "@/domains/fitment/server";

export const GET = route({ access: "admin" }, async ({ actor }) =>
  csvDownload("fitment.csv", exportFitment(actor)),
);
