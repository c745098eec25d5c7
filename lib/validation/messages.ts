/** The specification's user-facing texts for the public forms, kept in one place. */
export const newsletterMessages = {
  empty: "Field can't be empty.",
  successTitle: "Thanks for your subscribe!",
  successText: "Now you'll receive our latest newsletter!",
} as const;

export const contactMessages = {
  success: (name: string, email: string) =>
    `Thanks for contacting us!! We received your email! ${name}. We knock you soon on your ${email}`,
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
  userDeleted: (email: string) => `User: ${email} is deleted.`,
  userNotDeleted: (email: string) => `User: ${email} is not deleted.`,
  deleteUserTitle: "Are you sure you?",
  deleteUserText: (email: string) => `Are you sure you want to delete ${email}?`,
  manageReviewsPlaceholder: "On Development ...",
  googleNotConfigured: "Google sign-in is not configured on this shop.",
  profileUpdated: "Profile updated.",
} as const;

export const TOAST_MS = { welcome: 4000, signOut: 5000 } as const;
