"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NAV_DRAWER_ID, navItemsFor } from "./nav-items";
import { SignOutButton } from "./sign-out-button";

function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The navigation links, then Sign Out for a signed-in user (`userName`, read on the server).
 * In the mobile drawer a click also closes the drawer.
 */
export function NavLinks({
  userName,
  inDrawer = false,
}: {
  userName: string | null;
  inDrawer?: boolean;
}) {
  const pathname = usePathname();
  const closeDrawer = () => {
    const toggle = document.getElementById(NAV_DRAWER_ID);
    if (toggle instanceof HTMLInputElement) toggle.checked = false;
  };
  return (
    <>
      {navItemsFor(userName !== null).map((item) => {
        const active = isActive(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              className={active ? "menu-active font-semibold" : undefined}
              onClick={inDrawer ? closeDrawer : undefined}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
      {userName !== null ? (
        <li>
          <SignOutButton name={userName} onSignedOut={inDrawer ? closeDrawer : undefined} />
        </li>
      ) : null}
    </>
  );
}
