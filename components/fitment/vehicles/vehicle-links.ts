/** The shop's parts that fit a vehicle (or fit every vehicle). */
export const partsForVehicleHref = (vehicleId: string) =>
  `/allParts?${new URLSearchParams({ vehicle: vehicleId })}`;

/** Opens the parts that fit a vehicle as a document load: /allParts?… is a rewrite by query. */
export const openPartsFor = (vehicle: { _id: string }) =>
  window.location.assign(partsForVehicleHref(vehicle._id));
