"use client";

import { useEffect, useState } from "react";
import { onToasterLoaded, type ToasterComponent } from "@/components/ui/toast";

/**
 * Where toasts appear: renders nothing, and loads nothing, until the first toast is raised. At
 * the bottom, so a toast never covers the navigation at the top of every page.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  // A function state must be set through an updater, or React would call it.
  useEffect(() => onToasterLoaded((toaster) => setToaster(() => toaster)), []);
  return Toaster ? <Toaster richColors position="bottom-center" /> : null;
}
