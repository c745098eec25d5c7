"use client";

import { useState } from "react";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { deleteAddress, saveAddress, useSavedAddresses } from "@/domains/accounts/client";
import type { SavedAddressJson } from "@/domains/accounts";
import { addressMessages } from "@/domains/accounts";
import { SAVED_ADDRESSES_MAX, type SavedAddressInput } from "@/domains/accounts";
import { AddressForm } from "./address-form";

type Editing = SavedAddressJson | "new" | null;

/** The profile's saved shipping addresses: list, add, edit, make default, delete (confirmed). */
export function SavedAddressesSection() {
  const { data: addresses, error, isLoading, mutate } = useSavedAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddressJson | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (input: SavedAddressInput) => {
    try {
      const id = editing && editing !== "new" ? editing._id : undefined;
      await mutate(await saveAddress(input, id), { revalidate: false });
      toast.success(addressMessages.saved);
      setEditing(null);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  };
  const makeDefault = async (saved: SavedAddressJson) => {
    const { _id, label, address, phone, city, state, zip } = saved;
    // An address saved before city, state and ZIP were asked gains them first, in its form.
    if (!city || !state || !zip) {
      setEditing({ ...saved, isDefault: true });
      return;
    }
    try {
      await mutate(
        await saveAddress({ label, address, phone, city, state, zip, isDefault: true }, _id),
        { revalidate: false },
      );
      toast.success(addressMessages.madeDefault(label));
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await mutate(await deleteAddress(deleting._id), { revalidate: false });
      toast.success(addressMessages.deleted);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
    setBusy(false);
    setDeleting(null);
  };

  let list: React.ReactNode;
  if (error && !addresses)
    list = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (isLoading || !addresses)
    list = <div className="skeleton h-16" aria-busy="true" aria-label="Loading your addresses" />;
  else if (addresses.length === 0)
    list = <p className="text-base-content/80">{addressMessages.empty}</p>;
  else
    list = (
      <ul className="flex flex-col divide-y divide-base-300">
        {addresses.map((address) => (
          <li
            key={address._id}
            className="flex flex-wrap items-center gap-3 py-3"
            data-testid="saved-address"
          >
            <div className="min-w-48 flex-1">
              <p className="font-semibold">
                {address.label}
                {address.isDefault && (
                  <span className="badge badge-primary badge-sm ml-2">
                    {addressMessages.defaultBadge}
                  </span>
                )}
              </p>
              <p className="text-sm break-words">{address.address}</p>
              {address.city ? (
                <p className="text-sm">
                  {address.city}, {address.state} {address.zip}
                </p>
              ) : null}
              <p className="text-sm">{address.phone}</p>
            </div>
            {!address.isDefault && (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => void makeDefault(address)}
              >
                Make default
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              onClick={() => setEditing(address)}
            >
              Edit
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              onClick={() => setDeleting(address)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    );

  const full = (addresses?.length ?? 0) >= SAVED_ADDRESSES_MAX;
  return (
    <section
      id="addresses"
      aria-labelledby="addresses-title"
      className="card border border-base-300 bg-base-100"
    >
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="addresses-title" className="text-xl font-bold">
            {addressMessages.sectionTitle}
          </h2>
          {editing === null && (
            <button
              type="button"
              className="btn btn-outline btn-primary btn-sm"
              disabled={full}
              title={full ? addressMessages.tooMany(SAVED_ADDRESSES_MAX) : undefined}
              onClick={() => setEditing("new")}
            >
              Add address
            </button>
          )}
        </div>
        {editing !== null && (
          <AddressForm
            key={editing === "new" ? "new" : editing._id}
            editing={editing === "new" ? null : editing}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
        {list}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={addressMessages.deleteTitle}
        text={deleting ? addressMessages.deleteText(deleting.label) : ""}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
