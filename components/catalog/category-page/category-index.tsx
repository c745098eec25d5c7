import {
  categoryPageGroups,
  categoryPagePath,
  categoryPageTexts as texts,
  categoryTitle,
} from "@/domains/catalog";
import { CATEGORY_TREE } from "@/domains/catalog/categories";
import { PageHeader } from "@/components/ui/page-header";

/** The category tree as links: each group's page, then its leaves' pages. */
export function CategoryIndex() {
  return (
    <>
      <PageHeader
        title={texts.indexTitle}
        trail={[{ label: "Home", href: "/" }, { label: texts.indexTitle }]}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <p className="text-lg">{texts.indexIntro}</p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categoryPageGroups().map((group) => (
            <li key={group} className="rounded-box bg-base-200 p-4">
              <h2 className="mb-2 text-lg font-bold">
                <a href={categoryPagePath({ group })} className="link link-hover">
                  {group}
                </a>
              </h2>
              <ul className="space-y-1">
                {CATEGORY_TREE[group].map((leaf) => (
                  <li key={leaf}>
                    <a href={categoryPagePath({ group, leaf })} className="link link-hover">
                      {categoryTitle({ group, leaf })}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
