import "./zod-config";
import { z } from "zod";
import { plainText } from "./text";
import { authMessages } from "./spec-texts";

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 200;

// A loose pattern, as the specification says: something@something.something.
const email = z
  .string({ message: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  // \S also matches control characters, which no address has.
  .regex(
    /^[^\s\u0000-\u001f\u007f]+@[^\s\u0000-\u001f\u007f]+\.[^\s\u0000-\u001f\u007f]+$/,
    authMessages.emailInvalid,
  )
  .transform((value) => value.toLowerCase());

const password = z
  .string({ message: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordShort)
  .max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginSchema = z.object({ email, password });
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

export const signUpSchema = z.object({
  name: plainText("Name", 100, authMessages.nameRequired),
  email,
  password,
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

export const resetRequestSchema = z.object({
  email: z
    .string({ message: authMessages.resetEmailRequired })
    .trim()
    .min(1, authMessages.resetEmailRequired)
    .pipe(z.email(authMessages.resetEmailInvalid))
    .transform((value) => value.toLowerCase()),
});

const incompleteLink = "The reset link is incomplete.";
export const newPasswordSchema = z.object({
  token: z.string({ message: incompleteLink }).min(1, incompleteLink),
  password,
});
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPassword = z.output<typeof newPasswordSchema>;
