import "./zod-config";
import { z } from "zod";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { emailAddress, emailSchema } from "./email";
import { plainText } from "./text";
import { authMessages } from "./spec-texts";

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 200;

// One address per account, the same rule everywhere (see email.ts), with the spec's messages.
const email = emailSchema;

const password = z
  .string({ message: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordShort)
  .max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters`);

// A password being chosen (sign-up, reset) must also not be one of the most common ones; a login
// takes any password, so accounts made before the list still sign in.
const newPassword = password.refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

export const loginSchema = z.object({ email, password });
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

export const signUpSchema = z.object({
  name: plainText("Name", 100, authMessages.nameRequired),
  email,
  password: newPassword,
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

export const resetRequestSchema = z.object({
  email: emailAddress({
    required: authMessages.resetEmailRequired,
    invalid: authMessages.resetEmailInvalid,
  }),
});

const incompleteLink = "The reset link is incomplete.";
export const newPasswordSchema = z.object({
  token: z.string({ message: incompleteLink }).min(1, incompleteLink),
  password: newPassword,
});
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPassword = z.output<typeof newPasswordSchema>;
