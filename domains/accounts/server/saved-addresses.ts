import "server-only";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { toSavedAddressJson, type SavedAddressJson } from "@/domains/accounts/address-json";
import { addressMessages } from "@/domains/accounts/address-texts";
import { SAVED_ADDRESSES_MAX, type SavedAddressInput } from "@/domains/accounts/addresses";
import { savedAddresses } from "@/models";

/** The user's addresses, the default first, then the oldest first. */
async function addressesOf(db: Db | Tx, uid: string): Promise<SavedAddressJson[]> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.uid, uid))
    .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id));
  return rows.map(toSavedAddressJson);
}

/** Every write on a user's addresses holds this lock: counts and defaults stay consistent. */
const lockAddresses = (tx: Tx, uid: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`addresses:${uid}`}, 0))`);

/** Makes one address the default and un-defaults the others (the index allows one). */
async function makeDefault(tx: Tx, uid: string, id: string): Promise<void> {
  await tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(eq(savedAddresses.uid, uid), ne(savedAddresses.id, id)));
  await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, id));
}

/** When no address is the default any more, the oldest one becomes it. */
async function keepADefault(tx: Tx, uid: string): Promise<void> {
  const rows = await addressesOf(tx, uid);
  if (rows.length > 0 && !rows.some((row) => row.isDefault)) {
    const [oldest] = rows;
    await tx
      .update(savedAddresses)
      .set({ isDefault: true })
      .where(eq(savedAddresses.id, oldest!._id));
  }
}

/** `GET /api/addresses`: the caller's own. */
export async function listAddresses(actor: Actor | null): Promise<SavedAddressJson[]> {
  return addressesOf(await getDb(), requireUser(actor).uid);
}

/** `POST /api/addresses`: the first one saved is the default; at most SAVED_ADDRESSES_MAX. */
export async function addAddress(
  actor: Actor | null,
  input: SavedAddressInput,
): Promise<SavedAddressJson[]> {
  const { uid } = requireUser(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAddresses(tx, uid);
    const saved = await addressesOf(tx, uid);
    if (saved.length >= SAVED_ADDRESSES_MAX)
      throw new AppError(409, addressMessages.tooMany(SAVED_ADDRESSES_MAX));
    const { isDefault, ...fields } = input;
    const [row] = await tx
      .insert(savedAddresses)
      .values({ uid, ...fields })
      .returning({ id: savedAddresses.id });
    if (isDefault || saved.length === 0) await makeDefault(tx, uid, row!.id);
    return addressesOf(tx, uid);
  });
}

/** The caller's address with this id, locked, or 404 (someone else's is not theirs to know). */
async function ownAddress(tx: Tx, uid: string, id: string) {
  const [row] = await tx
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.uid, uid)))
    .for("update");
  if (!row) throw new NotFoundError("Address");
  return row;
}

/** `PUT /api/addresses/{id}`: replaces the address; `isDefault: true` makes it the default. */
export async function updateAddress(
  actor: Actor | null,
  id: string,
  input: SavedAddressInput,
): Promise<SavedAddressJson[]> {
  const { uid } = requireUser(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAddresses(tx, uid);
    const current = await ownAddress(tx, uid, id);
    const { isDefault, ...fields } = input;
    await tx.update(savedAddresses).set(fields).where(eq(savedAddresses.id, id));
    if (isDefault) await makeDefault(tx, uid, id);
    else if (isDefault === false && current.isDefault) {
      await tx.update(savedAddresses).set({ isDefault: false }).where(eq(savedAddresses.id, id));
      await keepADefault(tx, uid);
    }
    return addressesOf(tx, uid);
  });
}

/** `DELETE /api/addresses/{id}`: deleting the default makes the oldest remaining one default. */
export async function deleteAddress(actor: Actor | null, id: string): Promise<SavedAddressJson[]> {
  const { uid } = requireUser(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAddresses(tx, uid);
    await ownAddress(tx, uid, id);
    await tx.delete(savedAddresses).where(eq(savedAddresses.id, id));
    await keepADefault(tx, uid);
    return addressesOf(tx, uid);
  });
}
