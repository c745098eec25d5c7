/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { verifyPassword } from "@/lib/auth/password";
import { seedDemoData, seedIfEmpty, wipeAllData } from "@/lib/seed";
import { demoAccounts } from "@/lib/seed/demo-accounts";
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
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await seedIfEmpty(database.db)).toBe(false);
    await seedDemoData(database.db);
    log.mockRestore();
    expect(await rows(parts)).toBeGreaterThanOrEqual(24);
    expect(await rows(blogs)).toBe(6);
    expect(await rows(teamMembers)).toBe(4);
    expect(await rows(reviews)).toBe(8);
    expect(await rows(users)).toBe(2);
  });

  it("has realistic parts: MOQ 10–500, stock for orders, and a local image that exists", async () => {
    for (const part of await database.db.select().from(parts)) {
      expect(part.minOrderQty).toBeGreaterThanOrEqual(10);
      expect(part.minOrderQty).toBeLessThanOrEqual(500);
      expect(part.availableQty).toBeGreaterThanOrEqual(part.minOrderQty);
      expect(part.priceCents).toBeGreaterThan(0);
      expect(part.image).toMatch(/^\/images\/parts\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join("public", part.image))).toBe(true);
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
