import type { PartJson } from "@/domains/catalog";
import { partBreadcrumbs } from "@/lib/seo/breadcrumb-data";

/**
 * A part page's visible breadcrumb: the same crumbs as its BreadcrumbList (the category pages),
 * the part itself last and not a link.
 */
export const partTrail = (part: Pick<PartJson, "category" | "productName" | "url">) =>
  partBreadcrumbs(part).map((crumb, index, crumbs) =>
    index === crumbs.length - 1 ? { label: crumb.name } : { label: crumb.name, href: crumb.path },
  );

/** Where the part's category group lists its parts: the group's crumb (after Home). */
export const partGroupHref = (part: Pick<PartJson, "category" | "productName" | "url">) =>
  partBreadcrumbs(part)[1]?.path ?? "/allParts";
