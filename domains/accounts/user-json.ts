import type { users } from "@/models";

export interface UserJson {
  _id: string;
  email: string;
  uid: string;
  role: "admin" | "user";
  displayName: string;
  photoURL: string | null;
  education: string | null;
  number: string | null;
  address: string | null;
  linkedin: string | null;
  facebook: string | null;
}

export function toUserJson(row: typeof users.$inferSelect): UserJson {
  return {
    _id: row.id,
    email: row.email,
    uid: row.uid,
    role: row.role,
    displayName: row.name,
    photoURL: row.photoUrl,
    education: row.education,
    number: row.number,
    address: row.address,
    linkedin: row.linkedin,
    facebook: row.facebook,
  };
}
