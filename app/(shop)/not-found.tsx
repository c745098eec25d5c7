import type { Metadata } from "next";
import { notFoundMetadata } from "@/lib/seo/page-metadata";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = notFoundMetadata;

// Inside the shop layout (an unknown blog, say), which already draws the chrome.
export default function ShopNotFound() {
  return <NotFoundContent />;
}
