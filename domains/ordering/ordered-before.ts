import "@/lib/validation/zod-config";
import { z } from "zod";
import { idText } from "@/lib/validation/text";

/** `GET /api/garage/{vehicleId}/orders`: the garage vehicle whose past orders are asked. */
export const orderedBeforeParams = z.object({ vehicleId: idText("vehicleId") });

/** A part ordered before for one vehicle: how much in all, how often and when last. */
export interface OrderedBeforeJson {
  partId: string;
  partNumber: string;
  productName: string;
  /** Pieces in all, over every order of it for the vehicle. */
  quantity: number;
  lastOrderedAt: string;
  /** The last order's quantity: what "Add to cart" puts in the cart again. */
  lastQuantity: number;
  /** How many orders it was. */
  orders: number;
}
