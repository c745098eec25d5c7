import "@/lib/validation/zod-config";
import { z } from "zod";
import { CITY_MAX } from "@/lib/validation/limits";
import { plainText } from "@/lib/validation/text";
import { destinationMessages } from "./destination-texts";
import { usStateSchema, zipSchema } from "./us-states";

/** Blank is "required" (not "not a state"): what a form's empty select or field sends. */
const required = (message: string) => z.string({ message }).trim().min(1, message);

/** City, state and ZIP of a US address, each required: what shipping and tax are decided by. */
export const usDestinationFields = {
  city: plainText(destinationMessages.cityLabel, CITY_MAX, destinationMessages.cityRequired),
  state: required(destinationMessages.stateRequired).pipe(usStateSchema),
  zip: required(destinationMessages.zipRequired).pipe(zipSchema),
};

/** `{ city, state, zip }`: one rule for saved addresses, checkout and the single order. */
export const usDestinationSchema = z.object(usDestinationFields);

type ParseResult<Out> =
  { success: true; data: Out } | { success: false; error: { issues: { message: string }[] } };

/** A field that may be left out: absent, null or blank is null, anything else is checked. */
function givenOrNull<Out>(
  field: { safeParse: (value: string) => ParseResult<Out> },
  notText: string,
) {
  return z
    .string({ message: notText })
    .nullish()
    .transform((value, context): Out | null => {
      if (value === null || value === undefined || value.trim() === "") return null;
      const checked = field.safeParse(value);
      if (checked.success) return checked.data;
      for (const { message } of checked.error.issues) context.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

/**
 * The same fields for the contract's single order, which never sent them: each may be left out
 * (null), and is checked when given.
 */
export const optionalUsDestinationFields = {
  city: givenOrNull(usDestinationFields.city, destinationMessages.notText("city")),
  state: givenOrNull(usDestinationFields.state, destinationMessages.notText("state")),
  zip: givenOrNull(usDestinationFields.zip, destinationMessages.notText("zip")),
};
