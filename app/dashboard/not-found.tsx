import type { Metadata } from "next";
import { notFoundMetadata } from "@/lib/seo/page-metadata";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = notFoundMetadata;

// Inside the dashboard's layout, which already draws its header and sidebar.
export default function DashboardNotFound() {
  return <NotFoundContent />;
}
