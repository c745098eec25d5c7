import "@/lib/validation/zod-config";
import { z } from "zod";
import { dollarsToCents } from "@/lib/validation/numbers";
import { formatDecimal } from "@/lib/number-format";

/** The most a part's core deposit may be, in cents (10,000$). */
const MAX_CORE_CHARGE_CENTS = 1_000_000;

/**
 * `coreCharge`: the deposit per piece in dollars, 0 or more with at most 2 decimals (cents out).
 * A remanufactured part's buyer pays it and gets it back when the old unit (the core) returns.
 */
export const coreChargeSchema = dollarsToCents(
  "Core deposit",
  "Core deposit must be an amount in dollars (0 for none)",
  { allowZero: true },
).pipe(
  z
    .number()
    .max(
      MAX_CORE_CHARGE_CENTS,
      `Core deposit must be at most ${formatDecimal(MAX_CORE_CHARGE_CENTS / 100)}$`,
    ),
);
