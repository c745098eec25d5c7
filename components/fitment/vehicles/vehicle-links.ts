/** The shop's parts that fit a vehicle (or fit every vehicle). */
export const partsForVehicleHref = (vehicleId: string) =>
  `/allParts?${new URLSearchParams({ vehicle: vehicleId })}`;
