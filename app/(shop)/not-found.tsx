import { NotFoundContent } from "@/components/layout/not-found-content";

// Inside the shop layout (an unknown blog, say), which already draws the chrome.
export default function ShopNotFound() {
  return <NotFoundContent />;
}
