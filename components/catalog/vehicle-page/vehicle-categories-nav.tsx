import { CATEGORY_SEPARATOR, groupOf, vehicleGroupPagePath } from "@/domains/catalog";
import type { VehiclePage } from "@/domains/catalog/server";
import { vehicleShopHref } from "./vehicle-page-links";

/**
 * Every category with parts for the vehicle, by group: a group links to its vehicle × group page
 * (the shop narrowed to it for a group without one), a leaf to the shop narrowed to it.
 */
export function VehicleCategoriesNav({ page }: { page: VehiclePage }) {
  const { vehicle, groups, categories } = page;
  return (
    <nav aria-labelledby="vehicle-categories-title" className="rounded-box bg-base-200 p-4">
      <h2 id="vehicle-categories-title" className="mb-2 text-lg font-bold">
        Shop by category
      </h2>
      <ul className="menu menu-sm w-full p-0">
        {groups.map(({ group, count }) => (
          <li key={group}>
            <a
              href={vehicleGroupPagePath(vehicle, group) ?? vehicleShopHref(vehicle._id, group)}
              className="flex justify-between gap-2"
            >
              <span>{group}</span>
              <span className="text-base-content/70">{count}</span>
            </a>
            <ul>
              {categories
                .filter(({ category }) => groupOf(category) === group)
                .map(({ category, count: leafCount }) => (
                  <li key={category}>
                    <a
                      href={vehicleShopHref(vehicle._id, category)}
                      className="flex justify-between gap-2"
                    >
                      <span>{category.split(CATEGORY_SEPARATOR)[1] ?? category}</span>
                      <span className="text-base-content/70">{leafCount}</span>
                    </a>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
