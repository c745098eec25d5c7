/** The top navigation's links, in the spec's order (Categories added for the category pages). */
const publicItems = [
  { href: "/", label: "Home" },
  { href: "/allParts", label: "Shop" },
  { href: "/categories", label: "Categories" },
  { href: "/blogs", label: "Blogs" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/contact", label: "Contact" },
] as const;

/** Signed in: the dashboard joins the links (Sign Out follows as a button); signed out: Login. */
export const navItemsFor = (signedIn: boolean) =>
  signedIn
    ? [...publicItems, { href: "/dashboard", label: "Dashboard" }]
    : [...publicItems, { href: "/login", label: "Login" }];

/** Pages that need a session (as the proxy guards them): signing out there goes home. */
export const SIGNED_IN_PREFIXES = ["/dashboard", "/purchase"] as const;

export const NAV_DRAWER_ID = "site-nav-drawer";
