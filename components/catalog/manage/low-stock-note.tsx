import type { PartJson } from "@/domains/catalog/part-json";

/** Under a part's stock: "Low stock" when below its level, which it names either way. */
export function LowStockNote({ part }: { part: PartJson }) {
  const low = part.availableQty < part.lowStockBelow;
  return (
    <span className="block text-xs">
      {low ? <span className="badge badge-warning badge-sm">Low stock</span> : null}
      <span className="block text-base-content/70">Low below {part.lowStockBelow} pcs</span>
    </span>
  );
}
