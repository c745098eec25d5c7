"use client";

import { useEffect, useState } from "react";

/**
 * A `blob:` preview of a chosen image, made when it is chosen (`show` in the event handler)
 * and revoked when another replaces it or the component goes, so previews do not pile up in
 * memory. `url` is null once the form no longer holds that file (after a reset).
 */
export function useFilePreview(file: File | null) {
  const [made, setMade] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!made) return;
    return () => URL.revokeObjectURL(made.url);
  }, [made]);

  const show = (chosen: File | null) =>
    setMade(chosen ? { file: chosen, url: URL.createObjectURL(chosen) } : null);

  return { url: made && made.file === file ? made.url : null, show };
}
