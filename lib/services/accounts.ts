import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { issueApiToken } from "@/lib/auth/tokens";
import { authMessages } from "@/lib/validation/spec-texts";
import {
  loginSchema,
  signUpSchema,
  type LoginInput,
  type SignUpInput,
} from "@/lib/validation/auth";
import { tokenRequestSchema } from "@/lib/validation/users";
import { users } from "@/models";
import { toActor } from "./actors";

// Compared against when the email is unknown, so both failures take the same time.
const unknownUserHash = hashPassword("not the password of anyone");

/** Creates a customer account (role user) with an argon2id password hash. */
export async function registerWithPassword(input: SignUpInput): Promise<Actor> {
  const { name, email, password } = signUpSchema.parse(input);
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ name, email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw new AppError(409, authMessages.emailTaken);
  return toActor(row);
}

/** The account these credentials open, or null; a wrong email and a wrong password look alike. */
export async function verifyPasswordLogin(input: LoginInput): Promise<Actor | null> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return null;
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, parsed.data.email));
  if (!row?.passwordHash) {
    await verifyPassword(await unknownUserHash, parsed.data.password);
    return null;
  }
  return (await verifyPassword(row.passwordHash, parsed.data.password)) ? toActor(row) : null;
}

/** The account of a Google sign-in: created on the first one, name and photo kept current. */
export async function upsertOAuthUser(profile: {
  email: string;
  name: string;
  photoUrl: string | null;
}): Promise<Actor> {
  const db = await getDb();
  const email = profile.email.trim().toLowerCase();
  const [row] = await db
    .insert(users)
    .values({ email, name: profile.name || email, photoUrl: profile.photoUrl })
    .onConflictDoUpdate({ target: users.email, set: { photoUrl: profile.photoUrl } })
    .returning();
  if (!row) throw new Error("The Google account could not be stored");
  return toActor(row);
}

/**
 * `PUT /api/user`: the contract's bearer token, only ever for the caller's own account. Every
 * email or uid the original client sends (query and body alike) must be the caller's; the
 * token names no role.
 */
export async function issueTokenFor(
  actor: Actor | null,
  claims: unknown[],
): Promise<{ token: string }> {
  const user = requireUser(actor);
  for (const claim of claims) {
    const { email, uid } = tokenRequestSchema.parse(claim ?? {});
    if ((email && email !== user.email) || (uid && uid !== user.uid)) {
      throw new AppError(403, "A token can only be issued for your own account.");
    }
  }
  return { token: await issueApiToken(user.uid) };
}
