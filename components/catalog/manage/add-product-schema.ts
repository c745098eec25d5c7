import { z } from "zod";
import { catalogMessages, uploadMessages } from "@/domains/catalog/catalog-texts";
import { UPLOAD_MAX_BYTES } from "@/lib/validation/limits";
import { imageReference, newPartFields } from "@/domains/catalog/parts";
import { tiersProblem } from "@/domains/catalog/price-tiers";
import { EMPTY_PART_DATA, partDataFormFields } from "./part-data-text";
import { priceAsTyped } from "./price-as-typed";
import { EMPTY_PACKAGE, newPackageFormFields } from "./package-text";

/** What the upload takes; the server checks the content itself, this only spares a round trip. */
export const ACCEPTED_IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
];

// Not in the spec: a hint under the file input. Refusals use the server's own texts.
export const IMAGE_FILE_HINT = "JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.";

export const isAcceptedImage = (file: File) => ACCEPTED_IMAGE_TYPES.includes(file.type);

function imageFileProblem(file: File | null): string | undefined {
  if (!file) return catalogMessages.imageRequired;
  if (!isAcceptedImage(file)) return uploadMessages.notAnImage;
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooLarge;
  return undefined;
}

/** The image as a file to upload or as a URL; only the chosen one is checked. */
const imageChoice = z
  .object({
    imageSource: z.enum(["file", "url"]),
    imageFile: z.custom<File | null>(
      (value) => value === null || (typeof File !== "undefined" && value instanceof File),
    ),
    image: z.string().trim(),
  })
  .superRefine(({ imageSource, imageFile, image }, context) => {
    const problem =
      imageSource === "file"
        ? imageFileProblem(imageFile)
        : imageReference.safeParse(image).error?.issues[0]?.message;
    const path = imageSource === "file" ? "imageFile" : "image";
    if (problem) context.addIssue({ code: "custom", path: [path], message: problem });
  });

/**
 * The Add Product form: the shared part rules for the product fields (the price kept in the
 * dollars typed), the catalog fields (number, brand and category required here; the lists typed
 * as text), the package (weight required here, though the API takes a part without), and the
 * image choice. An intersection, so the image is checked even while another field is wrong.
 */
export const addProductFormSchema = newPartFields
  .omit({ image: true })
  .extend({ price: priceAsTyped, ...partDataFormFields, ...newPackageFormFields })
  .superRefine(({ priceTiers, orderQty, price }, context) => {
    const cents = (dollars: number) => Math.round(dollars * 100);
    const problem = tiersProblem(
      priceTiers.map((tier) => ({ minQty: tier.minQty, priceCents: cents(tier.price) })),
      { minOrderQty: orderQty, priceCents: cents(price) },
    );
    if (problem)
      context.addIssue({
        code: "custom",
        path: ["priceTiers", problem.index, problem.field],
        message: problem.message,
      });
  })
  .and(imageChoice);
export type AddProductFormInput = z.input<typeof addProductFormSchema>;
export type AddProductFormValues = z.output<typeof addProductFormSchema>;

export const EMPTY_PRODUCT: AddProductFormInput = {
  productName: "",
  availableQty: "",
  orderQty: "",
  price: "",
  productDescription: "",
  ...EMPTY_PART_DATA,
  ...EMPTY_PACKAGE,
  imageSource: "file",
  imageFile: null,
  image: "",
};
