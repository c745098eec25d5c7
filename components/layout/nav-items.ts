/** The top navigation's links, in the spec's order. */
export const navItems = [
  { href: "/", label: "Home" },
  { href: "/allParts", label: "Shop" },
  { href: "/blogs", label: "Blogs" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/contact", label: "Contact" },
  { href: "/login", label: "Login" },
] as const;

export const NAV_DRAWER_ID = "site-nav-drawer";
