export interface SeedPart { slug: string; productName: string; productDescription: string; priceCents: number; minOrderQty: number; availableQty: number; daysAgo: number }
export interface SeedBlog { slug: string; category: string; title: string; description: string; authorName: string; daysAgo: number }
export interface SeedTeamMember { slug: string; name: string; designation: string }
export interface SeedReview { reviewText: string; rating: number; authorName: string; photoSlug: string | null; daysAgo: number }
