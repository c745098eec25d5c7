"use client";

import { useState } from "react";

/**
 * The value a dialog shows: the one it was opened with, kept after the parent clears it, so the
 * dialog does not go blank ("Decide on ") while it fades out.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
