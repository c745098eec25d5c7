import "@/lib/validation/zod-config";
import { z } from "zod";

// A make's or model's slug as `slugOf` writes it: lower-case words and digits joined by dashes.
// Upper case is accepted here and sent on to the lower-case path by the page.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const SLUG_MAX = 80;

/**
 * The path of a vehicle landing page, `/vehicles/{make}/{model}/{year}`. Anything else (a year
 * that is not four digits, a slug with other characters) names no page: the caller answers 404.
 */
const vehiclePageParamsSchema = z.object({
  make: z.string().max(SLUG_MAX).regex(SLUG),
  model: z.string().max(SLUG_MAX).regex(SLUG),
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number),
});

export type VehiclePageParams = z.output<typeof vehiclePageParamsSchema>;

/** The page's params, or null when they cannot name a vehicle. */
export function parseVehiclePageParams(params: unknown): VehiclePageParams | null {
  const parsed = vehiclePageParamsSchema.safeParse(params);
  return parsed.success ? parsed.data : null;
}
