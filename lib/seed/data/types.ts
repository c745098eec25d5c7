export interface SeedPart {
  /** The image's file name in public/images/parts (without .svg). */
  slug: string;
  productName: string;
  productDescription: string;
  priceCents: number;
  minOrderQty: number;
  availableQty: number;
  daysAgo: number;
  partNumber: string;
  brand: string;
  /** A leaf of lib/contract/categories.ts ("Brakes › Pads"). */
  category: string;
  oemNumbers: string[];
  specs: { name: string; value: string }[];
}
export interface SeedBlog { slug: string; category: string; title: string; description: string; authorName: string; daysAgo: number }
export interface SeedTeamMember { slug: string; name: string; designation: string }
export interface SeedReview { reviewText: string; rating: number; authorName: string; photoSlug: string | null; daysAgo: number }
