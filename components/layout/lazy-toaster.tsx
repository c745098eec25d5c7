"use client";

import { useEffect, useState } from "react";
import { onToasterLoaded, type ToasterComponent } from "@/components/ui/toast";
import { DARK_THEME } from "@/lib/site";
import { useSiteTheme } from "./use-site-theme";

/**
 * Where toasts appear: renders nothing, and loads nothing, until the first toast is raised. At
 * the bottom, so a toast never covers the navigation at the top of every page. Dark on the night
 * theme, light otherwise (both palettes meet WCAG AA: app/shared-styles.css).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  const theme = useSiteTheme() === DARK_THEME ? "dark" : "light";
  // A function state must be set through an updater, or React would call it.
  useEffect(() => onToasterLoaded((toaster) => setToaster(() => toaster)), []);
  return Toaster ? <Toaster richColors theme={theme} position="bottom-center" /> : null;
}
