import { uploadedImage } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route";
import { uploadImage } from "@/domains/catalog/server";

export const POST = route({ access: "admin", body: uploadedImage("image") }, ({ actor, body }) =>
  uploadImage(actor, body),
);
