/** Texts of saved shipping addresses. */
export const addressMessages = {
  labelRequired: "Give the address a name, like Workshop",
  tooMany: (max: number) =>
    `You can save at most ${max} addresses. Delete one before adding another.`,
  sectionTitle: "Shipping addresses",
  empty: "No saved addresses yet: save the places you ship to, and pick one when you order.",
  pickLabel: "Saved address",
  manage: "Manage addresses",
  saved: "Address saved.",
  deleted: "Address deleted.",
  madeDefault: (label: string) => `${label} is now your default address.`,
  deleteTitle: "Delete this address?",
  deleteText: (label: string) => `${label} will be removed from your saved addresses.`,
  defaultBadge: "Default",
} as const;
