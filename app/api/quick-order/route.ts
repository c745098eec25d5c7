import { AppError } from "@/lib/errors";
import { readTextLimited } from "@/lib/http/read-limited";
import { route } from "@/lib/http/route";
import { validateQuickOrder } from "@/domains/ordering/server";
import { quickOrderSchema } from "@/domains/ordering";
import { QUICK_ORDER_MAX_BYTES, quickOrderMessages } from "@/domains/ordering";

// The text may be 1 MB, past the 100 KB of a form's JSON; escaping (\n, \", \t) can double it.
const BODY_MAX_BYTES = 3 * QUICK_ORDER_MAX_BYTES;

const quickOrderBody = async (request: Request) => {
  const raw = await readTextLimited(request, BODY_MAX_BYTES, quickOrderMessages.tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError(400, "The request body must be JSON.");
  }
  const parsed = quickOrderSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const status = issue?.message === quickOrderMessages.tooLarge ? 413 : 400;
    throw new AppError(status, issue?.message ?? quickOrderMessages.notText, parsed.error.issues);
  }
  return parsed.data;
};

// Checks lines only (nothing is written): a signed-in buyer's, whoever they are.
export const POST = route({ access: "user", body: quickOrderBody }, ({ actor, body }) =>
  validateQuickOrder(actor, body.text),
);
