import { vehicleGroupPagePath, type PartJson } from "@/domains/catalog";
import type { VehicleJson } from "@/domains/fitment";
import type { VehiclePageGroup } from "@/domains/catalog/server";
import { PartCard } from "@/components/catalog/shop/part-card";
import { partCardJson } from "@/components/catalog/shop/part-card-data";
import { vehicleShopHref } from "./vehicle-page-links";

const groupId = (group: string) => `parts-${group.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** "See all 12 Brakes parts": the whole group in the shop, narrowed to the vehicle. */
const seeAllLabel = (count: number, group: string) =>
  `See all ${count} ${group} part${count === 1 ? "" : "s"}`;

/** One category group: its count, its first parts as the shop's cards, and the way to the rest. */
function PartGroup({
  vehicle,
  group,
  first,
}: {
  vehicle: VehicleJson;
  group: VehiclePageGroup<PartJson>;
  first: boolean;
}) {
  const id = groupId(group.group);
  const groupPage = vehicleGroupPagePath(vehicle, group.group);
  return (
    <section aria-labelledby={id} data-testid="vehicle-part-group">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold">
          {group.group} <span className="text-base font-normal">({group.count})</span>
        </h2>
        <a
          href={groupPage ?? vehicleShopHref(vehicle._id, group.group)}
          className="link link-primary"
        >
          {seeAllLabel(group.count, group.group)}
        </a>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {group.parts.map(({ part, fitment }, index) => (
          // The page's vehicle is known on the server: its badge is part of the cached HTML,
          // in place of the badge a card shows for the browser's chosen vehicle.
          // `part-card-slot` spans the card's four rows and hands them on to it.
          <li key={part._id} className="part-card-slot">
            <PartCard card={partCardJson({ ...part, fitment })} priority={first && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The parts that fit, by category group in the tree's order. */
export function VehiclePartGroups({
  vehicle,
  groups,
}: {
  vehicle: VehicleJson;
  groups: VehiclePageGroup<PartJson>[];
}) {
  return (
    <div className="space-y-12">
      {groups.map((group, index) => (
        <PartGroup key={group.group} vehicle={vehicle} group={group} first={index === 0} />
      ))}
    </div>
  );
}
