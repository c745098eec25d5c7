export { loginSchema, resetRequestSchema } from "./auth";
export { newPasswordSchema, signUpSchema } from "./new-password";
export {
  addressIdSchema,
  SAVED_ADDRESSES_MAX,
  type SavedAddressInput,
  savedAddressSchema,
} from "./addresses";
export { emailSchema, normalizeEmail } from "./email";
export {
  type MakeAdminInput,
  makeAdminSchema,
  type ProfileInput,
  profileSchema,
  tokenRequestSchema,
  uidQuerySchema,
} from "./users";
export { usersTableQuerySchema } from "./users-table-query";
export { type SignedInUser, toSignedInUser } from "./signed-in-user-json";
export { type SavedAddressJson } from "./address-json";
export { addressMessages } from "./address-texts";
export { accountMessages, authMessages, TOAST_MS } from "./account-texts";
export { type UserJson } from "./user-json";
