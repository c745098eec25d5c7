import "@/lib/validation/zod-config";
import { z } from "zod";
import { PART_SIDE_MAX_IN, PART_WEIGHT_MAX_LB } from "@/lib/validation/limits";
import { positiveMeasure } from "@/lib/validation/numbers";
import { partDataMessages } from "./catalog-texts";

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
    { message: partDataMessages.dimensionsIncomplete },
  ),
};
