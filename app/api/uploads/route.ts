import { uploadedImage } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route";
import { uploadImage } from "@/lib/services/catalog";

export const POST = route({ access: "admin", body: uploadedImage("image") }, ({ actor, body }) =>
  uploadImage(actor, body),
);
