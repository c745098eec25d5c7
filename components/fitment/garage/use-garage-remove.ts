"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import { garageScreenTexts as t, vehicleLabel, type GarageEntryJson } from "@/domains/fitment";
import { deleteFromGarage, useChosenVehicle } from "@/domains/fitment/client";

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : t.failed);

/** Remove with a confirmation: the entry asked about, and the confirmed removal. */
export function useGarageRemove(onRemoved: (entry: GarageEntryJson) => void) {
  const { vehicle: active, clear } = useChosenVehicle();
  const [removing, setRemoving] = useState<GarageEntryJson | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteFromGarage(removing.entryId);
      if (active?._id === removing._id) clear();
      toast.success(t.removed(vehicleLabel(removing)));
      onRemoved(removing);
      setRemoving(null);
    } catch (caught) {
      toast.error(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return { removing, ask: setRemoving, cancel: () => setRemoving(null), remove, busy };
}
