"use client";

import { Island } from "@/components/ui/island";
import type { VinFieldProps } from "./vin-field";
import { VinForm } from "./vin-form";

const loadVinField = () => import("./vin-field").then((module) => module.VinField);

/**
 * The VIN field on a public page: drawn by the server, its code loaded when the page is idle or
 * the buyer reaches for it, so it costs the first load only its markup.
 */
export function VinFieldIsland(props: VinFieldProps) {
  return (
    <Island
      load={loadVinField}
      props={props}
      placeholder={<VinForm size={props.size} className={props.className} />}
    />
  );
}
