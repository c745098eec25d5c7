"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useSavedAddresses } from "@/domains/accounts/client";
import type { SavedAddressJson } from "@/domains/accounts";
import { addressMessages } from "@/domains/accounts";

/** A saved address as an order form's fields: blank where an older address has no city, state or ZIP. */
export interface PickedAddress {
  address: string;
  phone: string;
  city: string;
  state: string;
  zip: string;
}

const asPicked = (saved: SavedAddressJson): PickedAddress => ({
  address: saved.address,
  phone: saved.phone,
  city: saved.city ?? "",
  state: saved.state ?? "",
  zip: saved.zip ?? "",
});

/**
 * The customer's saved addresses for an order form: the default fills the form once they load,
 * another can be picked; nothing shows for a customer with none.
 */
export function SavedAddressPicker({ onPick }: { onPick: (address: PickedAddress) => void }) {
  const { data: addresses } = useSavedAddresses();
  const filled = useRef(false);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  useEffect(() => {
    const chosen = addresses?.find((address) => address.isDefault);
    if (filled.current || !chosen) return;
    filled.current = true;
    pick.current(asPicked(chosen));
  }, [addresses]);

  if (!addresses || addresses.length === 0) return null;
  const choose = (id: string) => {
    const chosen = addresses.find((address: SavedAddressJson) => address._id === id);
    if (chosen) onPick(asPicked(chosen));
  };
  return (
    <div className="flex flex-col gap-1">
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{addressMessages.pickLabel}</span>
        <select
          className="select w-full"
          defaultValue={addresses.find((address) => address.isDefault)?._id}
          onChange={(event) => choose(event.target.value)}
        >
          {addresses.map((address) => (
            <option key={address._id} value={address._id}>
              {address.label}: {address.address}
              {address.city ? `, ${address.city}, ${address.state} ${address.zip}` : ""}
            </option>
          ))}
        </select>
      </label>
      <Link href="/dashboard/profile#addresses" className="link link-primary self-start text-sm">
        {addressMessages.manage}
      </Link>
    </div>
  );
}
