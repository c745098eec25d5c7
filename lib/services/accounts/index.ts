// The accounts domain: registration and sessions, the API token, password reset, profiles, and
// the admins' management of users. Identity itself (who is calling) lives in lib/auth.
export { registerWithPassword } from "./registration";
export {
  endSession,
  sessionGreeting,
  signUpAndStartSession,
  startPasswordSession,
} from "./sessions";
export { TOKEN_NEEDS_SESSION, issueTokenFor } from "./api-token";
export {
  RESET_ERRORS,
  requestPasswordReset,
  queuePasswordReset,
  resetPassword,
} from "./password-reset";
export { getProfile, updateProfile } from "./profiles";
export { checkAdmin, deleteUser, listAllUsers, setAdminRole } from "./user-admin";
