"use client";

import Image from "next/image";
import { useEffect, useId, useRef, useState } from "react";
import { LabelledField } from "@/components/ui/labelled-field";
import { ImageIcon } from "@/components/ui/icons";
import { ACCEPTED_IMAGE_TYPES, IMAGE_FILE_HINT, isAcceptedImage } from "./add-product-schema";
import { useFilePreview } from "./use-file-preview";

/**
 * The product image as a file: chosen with the file input or dropped onto the zone around it,
 * previewed before it is sent, with the upload's progress while the form is saved.
 */
export function AddProductFilePicker({
  file,
  onChange,
  onBlur,
  error,
  progress,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
  /** 0 to 1 while uploading, otherwise null. */
  progress: number | null;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useFilePreview(file);

  // The native input names the chosen file: keep it in step after a drop or a reset.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || (input.files?.[0] ?? null) === file) return;
    if (!file) {
      input.value = "";
      return;
    }
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
  }, [file]);

  const take = (chosen: File | null) => {
    // Only an image the upload accepts is worth previewing; the error says what is wrong.
    preview.show(chosen && isAcceptedImage(chosen) ? chosen : null);
    onChange(chosen);
  };

  const onDrop = (event: React.DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) take(dropped);
  };

  return (
    <LabelledField label="Image file" hint={IMAGE_FILE_HINT} error={error}>
      {(control) => (
        <div
          data-testid="image-drop-zone"
          className={`flex flex-col items-center gap-3 rounded-box border-2 border-dashed p-4 text-center transition-colors ${dragging ? "border-primary bg-primary/5" : "border-base-300"}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={(event) => {
            // Moving over the zone's own children is not leaving it.
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              setDragging(false);
          }}
          onDrop={onDrop}
        >
          {preview.url ? (
            <Image
              src={preview.url}
              alt="Preview of the chosen image"
              width={192}
              height={144}
              unoptimized
              className="h-36 w-48 rounded-box bg-base-200 object-contain"
            />
          ) : (
            <ImageIcon className="h-10 w-10 text-base-content/40" />
          )}
          <p className="text-sm text-base-content/70">Drop an image here, or choose one</p>
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            className="file-input w-full max-w-sm aria-invalid:file-input-error"
            onChange={(event) => take(event.target.files?.[0] ?? null)}
            onBlur={onBlur}
          />
          {progress !== null ? <UploadProgress done={progress} /> : null}
        </div>
      )}
    </LabelledField>
  );
}

function UploadProgress({ done }: { done: number }) {
  const labelId = useId();
  const percent = Math.round(done * 100);
  return (
    <div className="flex w-full max-w-sm flex-col gap-1 text-sm">
      <span id={labelId}>Uploading image… {percent}%</span>
      <progress
        className="progress progress-primary w-full"
        value={percent}
        max={100}
        aria-labelledby={labelId}
      />
    </div>
  );
}
