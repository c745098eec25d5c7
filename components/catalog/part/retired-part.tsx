import Link from "next/link";
import type { PartJson } from "@/domains/catalog";
import { groupOf } from "@/domains/catalog";
import { retirementTexts as texts } from "@/domains/catalog/retirement-texts";
import { PageHeader } from "@/components/ui/page-header";
import { partGroupHref, partTrail } from "./part-trail";

/** A retired part's page title (and nothing for search engines to index). */
export const retiredPartMetadata = { title: texts.retiredPageTitle, robots: { index: false } };

/**
 * A retired part's page (answered 410 Gone): what it was, that it is no longer sold, and where
 * to look instead. No price, stock or buying: the part cannot be ordered.
 */
export function RetiredPart({ part }: { part: PartJson }) {
  const group = groupOf(part.category);
  return (
    <>
      <PageHeader title={texts.retiredPageTitle} trail={partTrail(part)} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 text-center">
        <p className="text-lg" role="status">
          {texts.retiredPageLead(part.productName, part.partNumber)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href={partGroupHref(part)} className="btn btn-primary">
            {texts.retiredPageSearch(group)}
          </Link>
          <Link href="/allParts" className="btn btn-outline">
            Back to shop
          </Link>
        </div>
      </div>
    </>
  );
}
