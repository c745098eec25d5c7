import { route } from "@/lib/http/route";
import { endSession } from "@/domains/accounts/server/sessions";

export const POST = route({ access: "public", sameOrigin: true, cache: "no-store" }, async () => {
  await endSession();
  return { success: true };
});
