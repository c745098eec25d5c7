/** Texts of a US destination's fields, shared by saved addresses, checkout and the order form. */
export const destinationMessages = {
  cityRequired: "City is required",
  stateRequired: "State is required",
  zipRequired: "ZIP code is required",
  notText: (field: string) => `${field} must be text`,
  cityLabel: "City",
  stateLabel: "State",
  zipLabel: "ZIP code",
  chooseState: "Choose a state",
  optional: (label: string) => `${label} (optional)`,
} as const;
