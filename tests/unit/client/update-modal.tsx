import { ManageProductsUpdateDialog } from "@/components/catalog/manage/manage-products-update-dialog";
import type { PartJson } from "@/domains/catalog/part-json";
import { render } from "./dom";

/** Manage Products' Update modal for this part, open, with its callbacks to check. */
export async function openUpdateModal(part: PartJson) {
  const onClose = jest.fn();
  const onUpdated = jest.fn();
  const container = await render(
    <ManageProductsUpdateDialog part={part} onClose={onClose} onUpdated={onUpdated} />,
  );
  return { container, onClose, onUpdated, form: container.querySelector("form")! };
}
