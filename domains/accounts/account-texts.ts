/** The texts of the sign-in screens and the account toasts (the specification's, copied exactly). */

/** The sign-in forms (spec sections 2 and 8). */
export const authMessages = {
  emailRequired: "Email is Required",
  emailInvalid: "Provide a valid Email",
  passwordRequired: "Password is Required",
  passwordShort: "Must be 6 characters or longer",
  nameRequired: "Name is Required",
  wrongCredentials: "Wrong email or password.",
  emailTaken: "An account with this email already exists.",
  resetEmailRequired: "Please input your email address",
  resetEmailInvalid: "Please provide a valid email address",
  resetEmailSent: "Email sent",
} as const;

/** Toasts and texts of the account screens (spec sections 2, 4 and 8). */
export const accountMessages = {
  welcomeBack: (name: string) => `Welcome Back, ${name}`,
  registered: (name: string) => `Welcome ${name}! You are now registered.`,
  signedOutNav: (name: string) => `Thank you, ${name} to stay with us!`,
  signedOutDashboard: "Sign Out successfully.",
  noUser: "No user is logged in",
  notAvailable: "Not available",
  uidNotAvailable: "Not Available",
  madeAdmin: (email: string) => `User: ${email} is now an admin.`,
  // Not in the spec: taking the role away again, in the spec's toast style.
  adminRemoved: (email: string) => `User: ${email} is no longer an admin.`,
  adminNotRemoved: (email: string) => `User: ${email} is still an admin.`,
  removeAdminTitle: "Remove the admin role?",
  removeAdminText: (email: string) =>
    `${email} will become a customer and lose access to the admin screens.`,
  userDeleted: (email: string) => `User: ${email} is deleted.`,
  userNotDeleted: (email: string) => `User: ${email} is not deleted.`,
  deleteUserTitle: "Are you sure you?",
  deleteUserText: (email: string) => `Are you sure you want to delete ${email}?`,
  googleNotConfigured: "Google sign-in is not configured on this shop.",
  profileUpdated: "Profile updated.",
} as const;

export const TOAST_MS = { welcome: 4000, signOut: 5000 } as const;
