import type { savedAddresses } from "@/models";

/**
 * A saved shipping address, in the order's own shape (address, phone) with a label, and its
 * city, state and ZIP (null on addresses saved before they were asked).
 */
export interface SavedAddressJson {
  _id: string;
  label: string;
  address: string;
  phone: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  isDefault: boolean;
}

export function toSavedAddressJson(row: typeof savedAddresses.$inferSelect): SavedAddressJson {
  return {
    _id: row.id,
    label: row.label,
    address: row.address,
    phone: row.phone,
    city: row.city,
    state: row.state,
    zip: row.zip,
    isDefault: row.isDefault,
  };
}
