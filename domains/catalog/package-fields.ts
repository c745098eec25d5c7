import "@/lib/validation/zod-config";
import { z } from "zod";
import { PART_SIDE_MAX_IN, PART_WEIGHT_MAX_LB } from "@/lib/validation/limits";
import { numericText } from "@/lib/validation/numbers";
import { formatCount } from "@/lib/number-format";

/** A positive measure (a weight, a side) in `unit`, with at most 3 decimals, up to `max`. */
const positiveMeasure = (label: string, unit: string, max: number) =>
  numericText(
    `${label} is required`,
    /^\d+(\.\d{1,3})?$/,
    `${label} must be a positive number (${unit}) with at most 3 decimals`,
  ).pipe(
    z
      .number()
      .gt(0, `${label} must be more than 0`)
      .max(max, `${label} must be at most ${formatCount(max)} ${unit}`),
  );

/**
 * A part's package, what shipping is priced on: apart from partDataFields, so the pages whose
 * forms read part data do not carry it to the browser.
 */
export const packageFields = {
  /** The packed part's weight, in pounds. */
  weight: positiveMeasure("Weight", "lb", PART_WEIGHT_MAX_LB),
  /** The package's length, width and height, in inches. */
  dimensions: z.object(
    {
      length: positiveMeasure("Length", "in", PART_SIDE_MAX_IN),
      width: positiveMeasure("Width", "in", PART_SIDE_MAX_IN),
      height: positiveMeasure("Height", "in", PART_SIDE_MAX_IN),
    },
    { message: "Dimensions need a length, a width and a height" },
  ),
};
