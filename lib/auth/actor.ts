/** The signed-in user a service acts for; the role is always read fresh from the database. */
export interface Actor {
  id: string;
  uid: string;
  email: string;
  name: string;
  role: "admin" | "user";
  photoUrl: string | null;
  /**
   * How the caller proved who they are, when a request did: a sign-in's session cookie or an
   * API token (which may not mint another one), and the token version it was issued under.
   */
  credential?: { via: "session" | "token"; version: number };
}
