/** The signed-in user a service acts for; the role is always read fresh from the database. */
export interface Actor {
  id: string;
  uid: string;
  email: string;
  name: string;
  role: "admin" | "user";
  photoUrl: string | null;
}
