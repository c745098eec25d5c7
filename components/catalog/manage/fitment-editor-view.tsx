"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import {
  partFitmentPath,
  replacePartFitment,
  type PartFitmentAnswer,
} from "@/domains/fitment/client";
import { partPath, type PartAnswer } from "@/domains/catalog/client";
import { fitmentRanges, type FitmentRange } from "@/domains/fitment";
import { fitmentEditorTexts as texts } from "@/domains/fitment";
import { AddRangeForm } from "@/components/fitment/admin/add-range-form";
import { FitmentRowsTable } from "@/components/fitment/admin/fitment-rows-table";

/** The PUT body's row of a range: blank submodel and engine are "any". */
const rowOf = ({ submodel, engine, ...range }: FitmentRange) => ({
  ...range,
  submodel: submodel ?? "",
  engine: engine ?? "",
});

/**
 * One product's fitment as year ranges: the universal toggle, remove a range, add one, then
 * Save replaces the list (PUT /api/parts/{id}/fitment). Saving that drops rows confirms first.
 */
export function FitmentEditorView({ partId }: { partId: string }) {
  const part = useSWR<PartAnswer, Error>(partPath(partId));
  const fitment = useSWR<PartFitmentAnswer, Error>(partFitmentPath(partId));
  // Kept between renders: a removal is found by identity against these.
  const saved = useMemo(() => (fitment.data ? fitmentRanges(fitment.data) : []), [fitment.data]);
  const [edited, setEdited] = useState<FitmentRange[] | null>(null);
  const [universal, setUniversal] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ranges = edited ?? saved;
  const isUniversal = universal ?? part.data?.universal ?? false;
  const removed =
    saved.filter((range) => !ranges.includes(range)).length +
    (part.data?.universal && !isUniversal ? 1 : 0);
  const dirty = edited !== null || (universal !== null && universal !== part.data?.universal);

  const save = async () => {
    setSaving(true);
    try {
      await replacePartFitment(partId, { universal: isUniversal, fitment: ranges.map(rowOf) });
      await Promise.all([fitment.mutate(), part.mutate()]);
      setEdited(null);
      setUniversal(null);
      toast.success(texts.saved);
    } catch (error) {
      toast.error((error as Error).message);
    }
    setSaving(false);
    setConfirming(false);
  };

  const error = part.error ?? fitment.error;
  if (error && !(part.data && fitment.data))
    return (
      <ErrorState
        message={error.message}
        onRetry={() => void Promise.all([part.mutate(), fitment.mutate()])}
      />
    );
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg" aria-busy={part.isLoading}>
        {part.data ? `${part.data.productName} · ${part.data.partNumber}` : "…"}
      </p>
      <label className="label cursor-pointer justify-start gap-3">
        <input
          type="checkbox"
          className="toggle toggle-primary"
          checked={isUniversal}
          disabled={!part.data}
          onChange={(event) => setUniversal(event.target.checked)}
        />
        <span>{texts.universal}</span>
      </label>
      <FitmentRowsTable
        ranges={ranges}
        loading={fitment.isLoading}
        onRemove={(index) => setEdited(ranges.filter((_, at) => at !== index))}
      />
      <AddRangeForm onAdd={(range) => setEdited([...ranges, range])} />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!dirty || saving}
          onClick={() => (removed > 0 ? setConfirming(true) : void save())}
        >
          {saving ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {saving ? texts.saving : texts.save}
        </button>
        {dirty ? <p role="status">{texts.unsaved}</p> : null}
        <Link className="link" href="/dashboard/fitment">
          {texts.backToImport}
        </Link>
      </div>
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        text={texts.confirmText(removed)}
        confirmLabel={texts.save}
        busy={saving}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
