import { route } from "@/lib/http/route";
import { csvDownload } from "@/lib/http/table-answers";
import { exportFitment } from "@/lib/services/fitment";

export const GET = route({ access: "admin" }, async ({ actor }) =>
  csvDownload("fitment.csv", exportFitment(actor)),
);
