"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useSessionUser } from "@/lib/client/use-session-user";
import { useBuyingCompany } from "@/domains/billing/client";
import {
  adminLinks,
  commonLinks,
  companyAdminLinks,
  customerLinks,
  type DashboardLink,
} from "./dashboard-links";

/**
 * The dashboard sidebar: the common links, then the customer's or the admin's; a company's
 * admins also get theirs.
 */
export function SidebarNav({ onNavigate }: { onNavigate: () => void }) {
  // The role came with the user from the server, so the right links show from the first paint.
  const isAdmin = useSessionUser().role === "admin";

  return (
    <ul className="menu w-full gap-1 text-base">
      {commonLinks.map((link) => (
        <SidebarLink key={link.href} link={link} onNavigate={onNavigate} />
      ))}
      <li className="menu-title mt-2 text-base-content/70">{isAdmin ? "Admin" : "Shopping"}</li>
      {(isAdmin ? adminLinks : customerLinks).map((link) => (
        <SidebarLink key={link.href} link={link} onNavigate={onNavigate} />
      ))}
      {isAdmin ? null : <CompanyAdminLinks onNavigate={onNavigate} />}
    </ul>
  );
}

/** A company's role is not in the session: asked once, they follow when the answer comes. */
function CompanyAdminLinks({ onNavigate }: { onNavigate: () => void }) {
  const { data: company } = useBuyingCompany();
  if (company?.role !== "admin") return null;
  return companyAdminLinks.map((link) => (
    <SidebarLink key={link.href} link={link} onNavigate={onNavigate} />
  ));
}

function SidebarLink({ link, onNavigate }: { link: DashboardLink; onNavigate: () => void }) {
  const active = usePathname() === link.href;
  return (
    <li>
      <Link
        href={link.href}
        aria-current={active ? "page" : undefined}
        className={active ? "menu-active font-semibold" : undefined}
        onClick={onNavigate}
      >
        <link.Icon className="h-5 w-5" />
        {link.label}
      </Link>
    </li>
  );
}
