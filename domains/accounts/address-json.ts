import type { savedAddresses } from "@/models";

/** A saved shipping address, in the order's own shape (address, phone) with a label. */
export interface SavedAddressJson {
  _id: string;
  label: string;
  address: string;
  phone: string;
  isDefault: boolean;
}

export function toSavedAddressJson(row: typeof savedAddresses.$inferSelect): SavedAddressJson {
  return {
    _id: row.id,
    label: row.label,
    address: row.address,
    phone: row.phone,
    isDefault: row.isDefault,
  };
}
