import { route } from "@/lib/http/route";
import { sessionGreeting } from "@/domains/accounts/server/sessions";

// Public: anyone may ask who they are; only a session cookie names someone.
export const GET = route({ access: "public", cache: "no-store" }, () => sessionGreeting());
