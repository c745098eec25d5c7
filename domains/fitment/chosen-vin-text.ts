// Apart from the VIN field's texts: every shop page's "Shopping for" bar shows the chosen VIN,
// and a text module is loaded whole; the field's texts load with the field.

/** The chosen vehicle's VIN as the bar shows it: "VIN …1234". */
export const chosenVinText = (vin: string) => `VIN …${vin.slice(-4)}`;
