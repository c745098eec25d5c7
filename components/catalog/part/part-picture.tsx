import { Picture } from "@/components/ui/picture";
import type { PartJson } from "@/domains/catalog";

/**
 * A part's picture at the top of a page (its part page, its purchase page): the page's largest
 * paint, so it is fetched ahead of everything else. `sizes` follows the page's layout.
 */
export function PartPicture({
  part,
  sizes,
  className = "",
}: {
  part: Pick<PartJson, "image" | "productName">;
  sizes: string;
  className?: string;
}) {
  return (
    <figure className={`overflow-hidden rounded-box bg-base-200 ${className}`}>
      <Picture
        src={part.image}
        alt={part.productName}
        width={800}
        height={600}
        sizes={sizes}
        className="aspect-[4/3] w-full object-cover"
        eager
      />
    </figure>
  );
}
