import { jsonAnswer, route } from "@/lib/http/route";
import { checkHealth } from "@/lib/health/health";

export const GET = route({ access: "public", cache: "no-store" }, async () => {
  const health = await checkHealth();
  return jsonAnswer(health, { status: health.ok ? 200 : 503 });
});
