import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { AddProductForm } from "@/components/catalog/manage/add-product-form";

export const metadata: Metadata = { title: "Add a Product" };

export default function AddProductPage() {
  return (
    <>
      <PageTitle title="Add a Product" />
      <AddProductForm />
    </>
  );
}
