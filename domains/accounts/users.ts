import "@/lib/validation/zod-config";
import { z } from "zod";
import { emailSchema, normalizeEmail } from "./email";
import { idText, plainText } from "@/lib/validation/text";

const requiredText = (label: string) => plainText(label, 300);

/** Exactly the five profile fields, all required; any other key (role above all) is refused. */
export const profileSchema = z.strictObject(
  {
    education: requiredText("Education"),
    number: requiredText("Phone number"),
    address: requiredText("Address"),
    linkedin: requiredText("LinkedIn link"),
    facebook: requiredText("Facebook link"),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Only the profile fields may be changed: ${issue.keys.join(", ")} is not allowed`
        : undefined,
  },
);
export type ProfileInput = z.infer<typeof profileSchema>;

/** `admin: false` takes the role away again; without it the user is made an admin. */
export const makeAdminSchema = z.object({
  email: emailSchema,
  admin: z.boolean({ message: "admin must be true or false" }).default(true),
});
export type MakeAdminInput = z.input<typeof makeAdminSchema>;

export const uidQuerySchema = z.object({ uid: idText("uid") });

/** `PUT /api/user?email=&uid=` with a body `{email, uid}`: whichever is given must be the caller's. */
export const tokenRequestSchema = z.object({
  email: z.string().transform(normalizeEmail).optional(),
  uid: z.string().trim().optional(),
});
export type TokenClaim = z.output<typeof tokenRequestSchema>;
