import Link from "next/link";
import type { PartJson } from "@/domains/catalog";
import { PartCard } from "@/components/catalog/shop/part-card";
import { partCardJson } from "@/components/catalog/shop/part-card-data";
import { SectionTitle } from "@/components/ui/section-title";

export const HOME_PARTS_COUNT = 4;

export function PartsSection({ parts }: { parts: PartJson[] }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="parts-title">
      <SectionTitle
        id="parts-title"
        title="Our Awesome Parts"
        subtitle="What Parts we can provide?"
      />
      {parts.length === 0 ? (
        <p className="text-center text-base-content/70">
          No parts are listed yet. Please check back soon.
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {parts.map((part) => (
            <PartCard key={part._id} card={partCardJson(part)} />
          ))}
        </div>
      )}
      <div className="mt-10 text-center">
        <Link href="/allParts" className="btn btn-outline">
          See all parts
        </Link>
      </div>
    </section>
  );
}
