import "@/lib/validation/zod-config";
import * as z from "zod/mini";
import { emailAddress, emailSchema } from "./email";
import { plainText } from "@/lib/validation/text";
import { authMessages } from "./account-texts";

// zod/mini: the sign-in forms check with these schemas in the browser, which loads them. The
// checks only the server makes on a new password are in new-password.ts.

const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 200;

// One address per account, the same rule everywhere (see email.ts), with the spec's messages.
const email = emailSchema;

export const passwordSchema = z
  .string({ error: authMessages.passwordRequired })
  .check(
    z.minLength(1, authMessages.passwordRequired),
    z.minLength(PASSWORD_MIN_LENGTH, authMessages.passwordShort),
    z.maxLength(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );

export const loginSchema = z.object({ email, password: passwordSchema });
export type Login = z.output<typeof loginSchema>;

/** What the sign-up form checks; `POST /api/account/signup` adds the new-password rule. */
export const signUpFormSchema = z.object({
  name: plainText("Name", 100, authMessages.nameRequired),
  email,
  password: passwordSchema,
});

export const resetRequestSchema = z.object({
  email: emailAddress({
    required: authMessages.resetEmailRequired,
    invalid: authMessages.resetEmailInvalid,
  }),
});

/** The reset page's form: the new password twice (the match is checked in the browser only). */
export const choosePasswordSchema = z
  .object({
    password: passwordSchema,
    confirm: z.string().check(z.minLength(1, "Please type the new password again")),
  })
  .check(
    z.refine((values) => values.password === values.confirm, {
      message: "The two passwords do not match",
      path: ["confirm"],
    }),
  );
