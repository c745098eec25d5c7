import type { Metadata } from "next";
import "./globals.css";
import { notFoundMetadata } from "@/lib/seo/page-metadata";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = notFoundMetadata;

// The root layout's not-found boundary, carried in every page's payload: kept to its content.
// Unknown paths have app/global-not-found.tsx; each layout with chrome has its own not-found.
export default function NotFound() {
  return <NotFoundContent />;
}
