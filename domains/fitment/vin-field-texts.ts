// The VIN fields' texts on their own: a text module is loaded whole, and these load with a field
// (the "Shopping for" bar's opens with Change).

/** The VIN fields of the hero and the "Shopping for" bar. */
export const vinFieldTexts = {
  label: "VIN",
  placeholder: "Paste a 17-character VIN",
  submit: "Find by VIN",
  lookingUp: "Looking up the VIN…",
  failed: "Could not look up this VIN. Try again, or choose the vehicle by year, make and model.",
  chooseEngine: (vehicle: string) => `This VIN is a ${vehicle}. Which engine does it have?`,
  noParts: (vehicle: string) =>
    `We have no parts data for this VIN (${vehicle}) yet. Choose a vehicle by year, make and model.`,
  unknownVehicle: "this vehicle",
} as const;
