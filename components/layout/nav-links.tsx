"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NAV_DRAWER_ID, navItemsFor } from "./nav-items";
import { SignOutButton } from "./sign-out-button";
import { useNavUserName } from "./use-nav-user-name";

function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The navigation links, then Sign Out for a signed-in user. A guest's links are in the cached
 * HTML; a signed-in user's appear once the session is known. In the mobile drawer a click also
 * closes the drawer.
 */
export function NavLinks({ inDrawer = false }: { inDrawer?: boolean }) {
  const pathname = usePathname();
  const userName = useNavUserName();
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
