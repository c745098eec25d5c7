import { Picture } from "@/components/ui/picture";
import { AutoScroll } from "./auto-scroll";
import { brandLogos } from "./brand-logos";

/** Twelve brand logos scrolling on their own: 9 in view on wide screens, 5, 3, then 2 on small ones. */
export function BrandStrip() {
  return (
    <section className="border-y border-base-200 bg-base-100 py-6" aria-label="Brands we carry">
      <AutoScroll className="mx-auto max-w-7xl overflow-hidden px-4">
        <ul className="flex">
          {brandLogos.map((brand) => (
            <li
              key={brand.slug}
              className="min-w-0 shrink-0 grow-0 basis-1/2 px-3 min-[480px]:basis-1/3 min-[600px]:basis-1/5 lg:basis-1/9"
              data-testid="brand-logo"
            >
              <Picture
                src={`/images/brands/${brand.slug}.svg`}
                alt={brand.name}
                width={200}
                height={80}
                className="mx-auto h-12 w-auto opacity-80 dark:invert"
              />
            </li>
          ))}
        </ul>
      </AutoScroll>
    </section>
  );
}
