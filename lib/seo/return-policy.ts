import "server-only";
import { config } from "@/lib/config";

/** The return rules a part page states to search engines (hasMerchantReturnPolicy). */
export type ReturnPolicy = { returnDays: number; restockingFeePercent: number };

/** RETURN_DAYS and RESTOCKING_FEE_PERCENT, as the returns themselves apply them. */
export const returnPolicy = (): ReturnPolicy => {
  const { returnDays, restockingFeePercent } = config();
  return { returnDays, restockingFeePercent };
};
