// What the route table's rows share: the account forms' headers, a cookie exemption, and the
// views of a world a row reads when its call is made.
import { readApiToken } from "@/lib/auth/tokens";
import type { OrderJson } from "@/domains/ordering/order-json";
import { fromAddress, sameOrigin } from "../../../helpers/accounts";
import type { Caller } from "../../../helpers/callers";
import * as f from "../fixtures";
import type { World } from "../fixtures";
import type { CookieRule } from "../route-row";

/** The account forms post from our pages; each call from its own address (rate limits). */
export const form = () => ({ ...sameOrigin, ...fromAddress(f.freshIp()) });
export const exempt = (why: string): CookieRule => ({ exempt: why });

export const ids = (body: unknown) => (body as OrderJson[]).map((row) => row._id);

/** A world's callers and answers, read only when a row's call is made. */
export function rowKit(w: World) {
  return {
    customer: () => w.callers.customer,
    self: (caller: Caller) => w.callers.self(caller),
    /** The token PUT /api/user answered names this uid. */
    tokenOf: (uid: string) => async (body: unknown) =>
      expect(await readApiToken((body as { token: string }).token)).toBe(uid),
    orderOf: (body: unknown) => (body as { order: OrderJson }).order,
  };
}
