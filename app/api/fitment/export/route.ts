import { route } from "@/lib/http/route";
import { exportFitment } from "@/lib/services/fitment";

export const GET = route({ access: "admin" }, async ({ actor }) => {
  const csv = exportFitment(actor);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="fitment.csv"',
    },
  });
});
