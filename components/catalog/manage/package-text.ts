import { z } from "zod";
import type { PartJson } from "@/domains/catalog/part-json";
import { packageFields } from "@/domains/catalog/package-fields";
import { packageMessages } from "@/domains/catalog/catalog-texts";
import type { PartDimensions } from "@/models/parts";

/** The package's three sides as typed. */
interface SidesText {
  length: string;
  width: string;
  height: string;
}
const SIDES = ["length", "width", "height"] as const;

/**
 * The three side fields: all blank is no size (null); all given, the shared rule checks each;
 * some given, each blank one says all three or none.
 */
const dimensionsText = z
  .object({ length: z.string(), width: z.string(), height: z.string() })
  .transform((sides, context): PartDimensions | null => {
    const blank = SIDES.filter((side) => sides[side].trim() === "");
    if (blank.length === SIDES.length) return null;
    for (const side of blank)
      context.addIssue({ code: "custom", path: [side], message: packageMessages.allThreeSides });
    const checked = packageFields.dimensions.safeParse(sides);
    for (const { path, message } of checked.error?.issues ?? [])
      if (!blank.includes(path[0] as (typeof SIDES)[number]))
        context.addIssue({ code: "custom", path, message });
    return checked.success && blank.length === 0 ? checked.data : z.NEVER;
  });

/**
 * A weight as typed, checked by the shared rule and its messages ("Weight is required" when
 * blank); with `blankKeeps`, blank is no change (undefined).
 */
const weightText = (blankKeeps: boolean) =>
  z.string().transform((text, context): number | undefined => {
    if (blankKeeps && text.trim() === "") return undefined;
    const checked = packageFields.weight.safeParse(text);
    if (checked.success) return checked.data;
    for (const { message } of checked.error.issues) context.addIssue({ code: "custom", message });
    return z.NEVER;
  });

/** Add Product's package fields: the weight required, the size optional. */
export const newPackageFormFields = { weight: weightText(false), dimensions: dimensionsText };

/** The Update modal's: a blank weight keeps the part's (a part without one stays without). */
export const packageUpdateFormSchema = z.object({
  weight: weightText(true),
  dimensions: dimensionsText,
});

export type PackageText = { weight: string; dimensions: SidesText };

export const EMPTY_PACKAGE: PackageText = {
  weight: "",
  dimensions: { length: "", width: "", height: "" },
};

/** A part's package as the forms show it, to edit in place. */
export const packageText = (part: PartJson): PackageText => ({
  weight: part.weight === null ? "" : String(part.weight),
  dimensions: part.dimensions
    ? {
        length: String(part.dimensions.length),
        width: String(part.dimensions.width),
        height: String(part.dimensions.height),
      }
    : EMPTY_PACKAGE.dimensions,
});

const sameSize = (one: PartDimensions | null, other: PartDimensions | null) =>
  one === other ||
  (one !== null && other !== null && SIDES.every((side) => one[side] === other[side]));

/** Only what differs from the part's package: its weight, its size (null clears it). */
export function changedPackage(
  typed: { weight?: number; dimensions: PartDimensions | null },
  part: PartJson,
): { weight?: number; dimensions?: PartDimensions | null } {
  return {
    ...(typed.weight !== undefined && typed.weight !== part.weight ? { weight: typed.weight } : {}),
    ...(sameSize(typed.dimensions, part.dimensions) ? {} : { dimensions: typed.dimensions }),
  };
}
