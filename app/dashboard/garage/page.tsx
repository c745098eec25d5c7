import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { GarageView } from "@/components/fitment/vehicles/garage-view";
import { OrderedBeforePanel } from "@/components/ordering/garage/ordered-before-panel";

export const metadata: Metadata = { title: "My Garage" };

export default function GaragePage() {
  return (
    <>
      <PageTitle
        title="My Garage"
        subtitle="Your vehicles: choose the one you shop for, and the shop marks the parts that fit it."
      />
      <GarageView orderedBefore={<OrderedBeforePanel />} />
    </>
  );
}
