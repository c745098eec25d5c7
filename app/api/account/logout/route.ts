import { route } from "@/lib/http/route";
import { endSession } from "@/lib/services/accounts";

export const POST = route({ access: "public", sameOrigin: true, cache: "no-store" }, async () => {
  await endSession();
  return { success: true };
});
