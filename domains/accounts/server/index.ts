// The accounts domain: registration, the API token, password reset, profiles, addresses and the
// admins' management of users. Sign-in sessions have their own entry, ./sessions: they load
// Auth.js, which the job worker (`npm run worker`) cannot. Identity itself lives in lib/auth.
export { registerWithPassword } from "./registration";
export { TOKEN_NEEDS_SESSION, issueTokenFor } from "./api-token";
export {
  RESET_ERRORS,
  requestPasswordReset,
  queuePasswordReset,
  resetPassword,
} from "./password-reset";
export { getProfile, updateProfile } from "./profiles";
export { checkAdmin, deleteUser, listAllUsers, setAdminRole } from "./user-admin";
export { addAddress, deleteAddress, listAddresses, updateAddress } from "./addresses";
export { exportUsersCsv } from "./users-export";
export { usersTablePage } from "./users-table";
