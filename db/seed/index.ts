import "server-only";
import { count, sql } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/open";
import { hashPassword } from "@/lib/auth/password";
import { logger } from "@/lib/log";
import { blogs, parts, reviews, teamMembers, users } from "@/models";
import { numberColumns } from "@/domains/catalog";
import { bulkTermsOf } from "./bulk-terms";
import { demoGtinOf } from "./demo-gtin";
import { demoAccounts, seedBlogs, seedParts, seedReviews, seedTeam } from "./load";
import { seedVehicleFitment } from "./vehicle-fitment";

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);

/** Adds the demo accounts (when missing) and, into empty tables only, the demo catalog and content. */
export async function seedDemoData(db: Db, now = new Date()): Promise<void> {
  const accounts = await Promise.all(
    demoAccounts.map(async (account) => ({
      name: account.name,
      email: account.email,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(users).values(accounts).onConflictDoNothing({ target: users.email });
    const [admin] = await tx
      .select({ name: users.name, uid: users.uid })
      .from(users)
      .where(sql`${users.email} = ${demoAccounts[0].email}`);
    if (!admin) throw new Error("The demo admin could not be created");

    if (await isEmpty(tx, parts)) {
      await tx.insert(parts).values(
        seedParts.map((part, index) => ({
          ...bulkTermsOf(part, index),
          productName: part.productName,
          productDescription: part.productDescription,
          priceCents: part.priceCents,
          coreChargeCents: part.coreChargeCents ?? 0,
          gtin: demoGtinOf(index),
          minOrderQty: part.minOrderQty,
          availableQty: part.availableQty,
          image: `/images/parts/${part.slug}.svg`,
          creatorName: admin.name,
          creatorUid: admin.uid,
          createdAt: ago(part.daysAgo, now),
          partNumber: part.partNumber,
          brand: part.brand,
          category: part.category,
          oemNumbers: part.oemNumbers,
          specs: part.specs,
          weight: part.weight,
          dimensions: part.dimensions,
          ...numberColumns(part.partNumber, part.oemNumbers),
        })),
      );
    }
    await seedVehicleFitment(tx);
    if (await isEmpty(tx, blogs)) {
      await tx.insert(blogs).values(
        seedBlogs.map((blog) => ({
          id: blog.slug,
          category: blog.category,
          title: blog.title,
          description: blog.description,
          authorName: blog.authorName,
          createdAt: ago(blog.daysAgo, now),
        })),
      );
    }
    if (await isEmpty(tx, teamMembers)) {
      await tx.insert(teamMembers).values(
        seedTeam.map((member, position) => ({
          name: member.name,
          designation: member.designation,
          image: `/images/team/${member.slug}.svg`,
          position,
        })),
      );
    }
    if (await isEmpty(tx, reviews)) {
      await tx.insert(reviews).values(
        seedReviews.map((review) => ({
          reviewText: review.reviewText,
          rating: review.rating,
          authorName: review.authorName,
          authorUid: `demo-${review.authorName.toLowerCase().replace(/\W+/g, "-")}`,
          authorPhoto: review.photoSlug ? `/images/reviewers/${review.photoSlug}.svg` : null,
          createdAt: ago(review.daysAgo, now),
        })),
      );
    }
  });
}

type Table = typeof parts | typeof blogs | typeof teamMembers | typeof reviews | typeof users;

async function isEmpty(db: Pick<Db, "select">, table: Table): Promise<boolean> {
  const [row] = await db.select({ rows: count() }).from(table);
  return (row?.rows ?? 0) === 0;
}

/** The start-up's opening step: a new embedded database gets the demo data. */
export async function seedNewEmbedded(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "embedded") await seedIfEmpty(handle.db);
}

/** Seeds a database that has no users yet (a new one) and says how to sign in. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db, users))) return false;
  await seedDemoData(db);
  logger.info("Loaded demo data into the new database.");
  return true;
}

export function describeDemoAccounts(heading: string): string {
  const lines = demoAccounts.map(
    (account) =>
      `  ${account.role === "admin" ? "admin   " : "customer"}  ${account.email} / ${account.password}`,
  );
  return [heading, "Demo sign-ins:", ...lines].join("\n");
}

/** Removes every row of every table, for db:reset and tests. */
export async function wipeAllData(db: Db): Promise<void> {
  await db.execute(
    sql`TRUNCATE TABLE payments, password_reset_tokens, orders, reviews, blogs, team_members, garage_vehicles, fitments, vehicles, parts, users RESTART IDENTITY CASCADE`,
  );
}
