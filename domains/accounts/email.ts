import { emailAddress as addressRule } from "@/lib/validation/email";
import { authMessages } from "./account-texts";

export { normalizeEmail } from "@/lib/validation/email";

/** The shop's email rule (lib/validation/email.ts), with the account forms' messages by default. */
export const emailAddress = ({
  required = authMessages.emailRequired,
  invalid = authMessages.emailInvalid,
}: { required?: string; invalid?: string } = {}) => addressRule({ required, invalid });

/** The login and sign-up forms' messages: 'Email is Required', 'Provide a valid Email'. */
export const emailSchema = emailAddress();
