import type { PartDimensions, PartSpec, parts } from "@/models";
import type { FoundFitState } from "@/domains/fitment";
import { lowStockBelow } from "./low-stock";
import { centsToDollars } from "@/lib/money";
import { partPath } from "./part-number";

export interface PriceTierJson {
  minQty: number;
  price: number;
}

export interface PartJson {
  _id: string;
  productName: string;
  productDescription: string;
  price: number;
  orderQty: number;
  /** Past the MOQ (`orderQty`), quantities go up in steps of this many. */
  orderMultiple: number;
  /** Price breaks: from `minQty` pieces on, each costs `price` dollars. */
  priceTiers: PriceTierJson[];
  /** The core deposit per piece in dollars (refunded when the old part comes back); 0: none. */
  coreCharge: number;
  /** The barcode number (GTIN-8, -12, -13 or -14); null when the catalog has none. */
  gtin: string | null;
  availableQty: number;
  /** Under this many pieces available the part is low on stock (its own level, or 2 × MOQ). */
  lowStockBelow: number;
  /** The level an admin set for this part; null while the default applies. */
  lowStockQty: number | null;
  image: string;
  createdAt: string;
  creator: { name: string; uid: string };
  partNumber: string;
  brand: string;
  category: string;
  oemNumbers: string[];
  specs: PartSpec[];
  /** The old numbers this part replaces (a search for one finds this part first). */
  supersedes: string[];
  /**
   * In a search for a number this part replaces: that number as searched, for the note "OLD-1
   * was replaced by NEW-1". Absent otherwise.
   */
  replaces?: string;
  /** Fits every vehicle; other parts fit the vehicles of their fitment rows. */
  universal: boolean;
  /** Retired: no longer sold (only admins see such a part). */
  retired: boolean;
  /** The packed part's weight in pounds; null until known. */
  weight: number | null;
  /** The package's length, width and height in inches; null until known. */
  dimensions: PartDimensions | null;
  /** The path of the part's public page. */
  url: string;
  /** How it fits the vehicle asked about (`GET /api/parts?vehicle=`); absent otherwise. */
  fitment?: FoundFitState;
}

/** A part's row without the columns that only serve search. */
export type PartRow = Omit<
  typeof parts.$inferSelect,
  "searchVector" | "numberKeys" | "partNumberKey" | "mentionedKeys" | "supersedesKeys"
>;

export function toPartJson(row: PartRow): PartJson {
  return {
    _id: row.id,
    productName: row.productName,
    productDescription: row.productDescription,
    price: centsToDollars(row.priceCents),
    orderQty: row.minOrderQty,
    orderMultiple: row.orderMultiple,
    priceTiers: row.priceTiers.map((tier) => ({
      minQty: tier.minQty,
      price: centsToDollars(tier.priceCents),
    })),
    coreCharge: centsToDollars(row.coreChargeCents),
    gtin: row.gtin,
    availableQty: row.availableQty,
    lowStockBelow: lowStockBelow(row),
    lowStockQty: row.lowStockQty,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    creator: { name: row.creatorName, uid: row.creatorUid },
    partNumber: row.partNumber,
    brand: row.brand,
    category: row.category,
    oemNumbers: row.oemNumbers,
    specs: row.specs,
    supersedes: row.supersedes,
    universal: row.universal,
    retired: row.retiredAt !== null,
    weight: row.weight,
    dimensions: row.dimensions,
    url: partPath(row),
  };
}
