import "@/lib/validation/zod-config";
import { z } from "zod";
import { CATEGORIES } from "@/domains/catalog/categories";
import { partNumberKey } from "@/lib/text";
import { BRAND_MAX, OEM_NUMBERS_MAX, PART_NUMBER_MAX, SPECS_MAX } from "@/lib/validation/limits";
import { partDataMessages } from "./catalog-texts";
import { plainText } from "@/lib/validation/text";

const NUMBER_SHAPE = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]*[A-Za-z0-9])?$/;

const isNumberShape = (value: string) =>
  value.length <= PART_NUMBER_MAX && NUMBER_SHAPE.test(value) && partNumberKey(value).length >= 2;

/** The shop's own part number ("BP-1234"): unique however it is spelt (the server checks). */
const partNumberField = z
  .string({ message: partDataMessages.partNumberRequired })
  .trim()
  .min(1, partDataMessages.partNumberRequired)
  .refine(isNumberShape, partDataMessages.partNumberShape);

const brandField = plainText("Brand", BRAND_MAX, partDataMessages.brandRequired);

const categoryField = z.enum(CATEGORIES as [string, ...string[]], {
  message: partDataMessages.categoryRequired,
});

/** A list of part numbers; the same number in another spelling is kept once. */
const numberListField = (
  tooMany: string,
  badShape: (number: string) => string,
  listMessage: string,
) =>
  z
    .array(z.string().trim(), { message: listMessage })
    .max(OEM_NUMBERS_MAX, tooMany)
    .superRefine((numbers, context) => {
      for (const number of numbers.filter((value) => !isNumberShape(value)))
        context.addIssue({ code: "custom", message: badShape(number) });
    })
    .transform((numbers) => {
      const seen = new Set<string>();
      return numbers.filter((number) => {
        const key = partNumberKey(number);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });

/** OEM and interchange numbers. */
const oemNumbersField = numberListField(
  partDataMessages.tooManyOemNumbers,
  partDataMessages.oemNumberShape,
  "oemNumbers must be a list of numbers",
);

/** The old numbers a part replaces (its supersessions). */
const supersedesField = numberListField(
  partDataMessages.tooManySupersededNumbers,
  partDataMessages.supersededNumberShape,
  "supersedes must be a list of numbers",
);

const specsField = z
  .array(
    z.object(
      { name: plainText("Specification name", 40), value: plainText("Specification value", 120) },
      { message: partDataMessages.specIncomplete },
    ),
    { message: "specs must be a list of { name, value }" },
  )
  .max(SPECS_MAX, partDataMessages.tooManySpecs);

/** The catalog data of a part, all optional where the contract's calls did not send them. */
export const partDataFields = {
  partNumber: partNumberField,
  brand: brandField,
  category: categoryField,
  oemNumbers: oemNumbersField,
  supersedes: supersedesField,
  specs: specsField,
};
