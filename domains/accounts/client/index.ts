export { deleteAddress, saveAddress, useSavedAddresses } from "./addresses";
export {
  askForPasswordReset,
  deleteUser,
  logIn,
  logOut,
  type ProfileAnswer,
  profilePath,
  setAdminRole,
  setNewPassword,
  signUp,
  updateProfile,
  USERS_TABLE_PATH,
  type UsersTableRow,
} from "./accounts";
