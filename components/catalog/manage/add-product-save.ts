"use client";

import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { createPart } from "@/domains/catalog/client/parts";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import type { AddProductFormValues } from "./add-product-schema";
import { uploadProductImage } from "./add-product-upload";
import { takenField, type TakenField } from "./taken-field";

/**
 * Add Product's flow (spec section 4): a file is uploaded first and its URL is saved with the
 * part. `progress` is 0 to 1 while the file goes up, otherwise null. `save` says whether the
 * part was added; a failure is shown with the server's reason, and a part number or GTIN another
 * part has is also handed to `onTaken`, for the form to show under its field.
 */
export function useSaveProduct(onTaken: (taken: TakenField) => void = () => undefined) {
  const [progress, setProgress] = useState<number | null>(null);
  // A file that went up before the save failed is not sent again on the next attempt.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const imageUrl = async (values: AddProductFormValues): Promise<string> => {
    const file = values.imageFile;
    if (values.imageSource === "url" || !file) return values.image;
    if (uploaded.current?.file === file) return uploaded.current.url;
    setProgress(0);
    try {
      const url = await uploadProductImage(file, setProgress);
      uploaded.current = { file, url };
      return url;
    } finally {
      setProgress(null);
    }
  };

  const save = async (values: AddProductFormValues): Promise<boolean> => {
    try {
      const image = await imageUrl(values);
      await createPart({
        productName: values.productName,
        availableQty: values.availableQty,
        orderQty: values.orderQty,
        // The dollars typed: the API takes dollars and converts them to cents itself.
        price: values.price,
        productDescription: values.productDescription,
        image,
        partNumber: values.partNumber,
        brand: values.brand,
        category: values.category,
        oemNumbers: values.oemNumbers,
        specs: values.specs,
        orderMultiple: values.orderMultiple,
        priceTiers: values.priceTiers,
        lowStockQty: values.lowStockQty,
        coreCharge: values.coreCharge,
        gtin: values.gtin,
        weight: values.weight,
        dimensions: values.dimensions ?? undefined,
      });
      uploaded.current = null;
      toast.success(catalogMessages.productAdded);
      return true;
    } catch (error) {
      toast.error((error as Error).message);
      const taken = takenField(error, values.partNumber);
      if (taken) onTaken(taken);
      return false;
    }
  };

  return { progress, save };
}
