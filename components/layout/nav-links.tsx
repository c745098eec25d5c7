"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { NAV_DRAWER_ID, navItems } from "./nav-items";

function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The navigation links; in the mobile drawer a click also closes the drawer. */
export function NavLinks({ inDrawer = false }: { inDrawer?: boolean }) {
  const pathname = usePathname();
  const closeDrawer = () => {
    const toggle = document.getElementById(NAV_DRAWER_ID);
    if (toggle instanceof HTMLInputElement) toggle.checked = false;
  };
  return (
    <>
      {navItems.map((item) => {
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
    </>
  );
}
