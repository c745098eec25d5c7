import "@/lib/validation/zod-config";
import * as z from "zod/mini";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { passwordSchema, signUpFormSchema } from "./auth";

// A password being chosen (sign-up, reset) must also not be one of the most common ones; a login
// takes any password, so accounts made before the list still sign in. Checked by the server
// only: the forms show its answer under the password field, and the list stays out of the pages.
const newPassword = passwordSchema.check(
  z.refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE),
);

const invalidInvitation = "The invitation link is not valid.";

/** `POST /api/account/signup`; `invitation`, from a company's invitation link, joins it. */
export const signUpSchema = z.extend(signUpFormSchema, {
  password: newPassword,
  invitation: z.optional(
    z
      .string({ error: invalidInvitation })
      .check(z.minLength(1, invalidInvitation), z.maxLength(100, invalidInvitation)),
  ),
});
export type SignUp = z.output<typeof signUpSchema>;

const incompleteLink = "The reset link is incomplete.";

/** `POST /api/account/password`: the reset link's token and the new password. */
export const newPasswordSchema = z.object({
  token: z.string({ error: incompleteLink }).check(z.minLength(1, incompleteLink)),
  password: newPassword,
});
export type NewPassword = z.output<typeof newPasswordSchema>;
