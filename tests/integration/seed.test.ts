/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { verifyPassword } from "@/lib/auth/password";
import { CATEGORIES, groupOf } from "@/domains/catalog/categories";
import { partPath } from "@/domains/catalog/part-number";
import { partNumberKey } from "@/lib/text";
import { seedDemoData, seedIfEmpty, wipeAllData } from "@/db/seed";
import { demoAccounts, seedParts } from "@/db/seed/load";
import { newPartSchema } from "@/domains/catalog/parts";
import type { DatabaseHandle } from "@/lib/db/open";
import { blogs, parts, reviews, teamMembers, users } from "@/models";
import { openTestDatabase } from "../helpers/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
});
afterAll(() => database.close());

const rows = async (
  table: typeof parts | typeof blogs | typeof reviews | typeof teamMembers | typeof users,
) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe("demo data", () => {
  it("seeds a new database once, and a second seed adds nothing", async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await seedIfEmpty(database.db)).toBe(false);
    await seedDemoData(database.db);
    expect(await rows(parts)).toBe(seedParts.length);
    expect(await rows(blogs)).toBe(6);
    expect(await rows(teamMembers)).toBe(4);
    expect(await rows(reviews)).toBe(8);
    expect(await rows(users)).toBe(2);
  });

  it("has realistic parts: MOQ 10–500, mostly in stock, and a local image that exists", async () => {
    const stored = await database.db.select().from(parts);
    for (const part of stored) {
      expect(part.minOrderQty).toBeGreaterThanOrEqual(10);
      expect(part.minOrderQty).toBeLessThanOrEqual(500);
      expect(part.availableQty).toBeGreaterThanOrEqual(0);
      expect(part.priceCents).toBeGreaterThan(0);
      expect(part.image).toMatch(/^\/images\/parts\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join("public", part.image))).toBe(true);
    }
    // A few parts have less stock than one minimum order, so "Out of stock" shows in the shop.
    const outOfStock = stored.filter((part) => part.availableQty < part.minOrderQty);
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(outOfStock.length).toBeLessThan(stored.length * 0.15);
  });

  it("stores each part's number, brand, category, OEM numbers and specs, and finds BP-1234 by its key", async () => {
    const [pads] = await database.db.select().from(parts).where(eq(parts.partNumberKey, "BP1234"));
    expect(pads).toMatchObject({
      partNumber: "BP-1234",
      productName: "Ceramic Front Brake Pad Set",
      brand: "Bosch",
      category: "Brakes › Pads",
      image: "/images/parts/ceramic-brake-pads.svg",
    });
    expect(pads!.oemNumbers).toEqual(["04465-33471", "04465-06090", "04465-33450"]);
    expect(pads!.numberKeys).toEqual(["BP1234", "0446533471", "0446506090", "0446533450"]);
    expect(pads!.specs).toContainEqual({ name: "Position", value: "Front" });
    expect(partPath(pads!)).toBe("/parts/bp-1234-ceramic-front-brake-pad-set");

    const stored = await database.db.select().from(parts);
    const byKey = new Map(stored.map((part) => [part.partNumberKey, part]));
    for (const seed of seedParts) {
      const part = byKey.get(partNumberKey(seed.partNumber));
      expect(part).toMatchObject({
        partNumber: seed.partNumber,
        productName: seed.productName,
        brand: seed.brand,
        category: seed.category,
        oemNumbers: seed.oemNumbers,
        specs: seed.specs,
        weight: seed.weight,
        dimensions: seed.dimensions,
      });
    }
  });

  it("gives team members and some reviewers local pictures that exist", async () => {
    for (const member of await database.db.select().from(teamMembers)) {
      expect(fs.existsSync(path.join("public", member.image))).toBe(true);
    }
    const photos = (await database.db.select().from(reviews)).map((review) => review.authorPhoto);
    expect(photos.filter(Boolean).length).toBeGreaterThan(0);
    expect(photos.filter((photo) => photo === null).length).toBeGreaterThan(0);
    for (const photo of photos.filter((value): value is string => Boolean(value))) {
      expect(fs.existsSync(path.join("public", photo))).toBe(true);
    }
  });

  it("creates the demo admin and customer with argon2id password hashes", async () => {
    for (const account of demoAccounts) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.role).toBe(account.role);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user!.passwordHash!, account.password)).toBe(true);
    }
  });

  it("wipes every table", async () => {
    await wipeAllData(database.db);
    expect(await rows(parts)).toBe(0);
    expect(await rows(users)).toBe(0);
  });
});

describe("the demo catalog", () => {
  const distinct = (values: string[]) => new Set(values).size;

  it("has at least 120 parts over at least 10 categories in 8 groups, from at least 8 brands", () => {
    expect(seedParts.length).toBeGreaterThanOrEqual(120);
    const categories = seedParts.map((part) => part.category);
    expect(distinct(categories)).toBeGreaterThanOrEqual(10);
    expect(distinct(categories.map(groupOf))).toBeGreaterThanOrEqual(8);
    expect(distinct(seedParts.map((part) => part.brand))).toBeGreaterThanOrEqual(8);
    for (const category of categories) expect(CATEGORIES).toContain(category);
  });

  it("gives every part 1–4 OEM numbers, 2–5 specs and a part number unique however it is spelt", () => {
    for (const part of seedParts) {
      expect(part.oemNumbers.length).toBeGreaterThanOrEqual(1);
      expect(part.oemNumbers.length).toBeLessThanOrEqual(4);
      expect(part.specs.length).toBeGreaterThanOrEqual(2);
      expect(part.specs.length).toBeLessThanOrEqual(5);
    }
    const keys = seedParts.map((part) => partNumberKey(part.partNumber));
    expect(distinct(keys)).toBe(seedParts.length);
  });

  it("passes the same checks as a part an admin adds", () => {
    for (const part of seedParts) {
      const input = {
        productName: part.productName,
        productDescription: part.productDescription,
        availableQty: part.availableQty,
        orderQty: part.minOrderQty,
        price: part.priceCents / 100,
        image: `/images/parts/${part.slug}.svg`,
        partNumber: part.partNumber,
        brand: part.brand,
        category: part.category,
        oemNumbers: part.oemNumbers,
        specs: part.specs,
      };
      expect(newPartSchema.parse(input)).toEqual({ ...input, price: part.priceCents });
    }
  });

  it("gives every part its own name and description, no name inside another, and its own day", () => {
    const names = seedParts.map((part) => part.productName);
    expect(distinct(names)).toBe(seedParts.length);
    // Pages and browser tests find a part by its name: no name may contain another.
    for (const name of names) expect(names.filter((other) => other.includes(name))).toEqual([name]);
    expect(distinct(seedParts.map((part) => part.productDescription))).toBe(seedParts.length);
    // Distinct days keep "newest first" a single order.
    expect(distinct(seedParts.map((part) => String(part.daysAgo)))).toBe(seedParts.length);
    for (const part of seedParts) expect(part.daysAgo).toBeLessThanOrEqual(180);
  });
});

describe("database constraints", () => {
  it("refuses negative stock and out-of-range ratings", async () => {
    await seedDemoData(database.db);
    const [part] = await database.db.select().from(parts).limit(1);
    await expect(
      database.db.update(parts).set({ availableQty: -1 }).where(eq(parts.id, part!.id)),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(reviews)
        .values({ reviewText: "x", rating: 6, authorName: "A", authorUid: "a" }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(users).values({ name: "Dup", email: demoAccounts[0].email }),
    ).rejects.toThrow();
  });
});
