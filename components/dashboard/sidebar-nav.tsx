"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useAdminStatus } from "@/lib/client/use-admin-status";
import { useSessionUser } from "@/lib/client/use-session-user";
import { adminLinks, commonLinks, customerLinks, type DashboardLink } from "./dashboard-links";

/** The dashboard sidebar: the common links, then the customer's or the admin's. */
export function SidebarNav({ onNavigate }: { onNavigate: () => void }) {
  const { email } = useSessionUser();
  const { isAdmin, isLoading, error, retry } = useAdminStatus(email);

  return (
    <ul className="menu w-full gap-1 text-base">
      {commonLinks.map((link) => (
        <SidebarLink key={link.href} link={link} onNavigate={onNavigate} />
      ))}
      {isLoading ? (
        // Skeletons until the admin lookup answers: showing a guess would flash wrong links.
        <SkeletonLinks />
      ) : error ? (
        <li>
          <div className="flex flex-col items-start gap-2 text-sm" role="alert">
            <span>Could not load your menu.</span>
            <button type="button" className="btn btn-xs" onClick={retry}>
              Retry
            </button>
          </div>
        </li>
      ) : (
        <>
          <li className="menu-title mt-2 text-base-content/70">{isAdmin ? "Admin" : "Shopping"}</li>
          {(isAdmin ? adminLinks : customerLinks).map((link) => (
            <SidebarLink key={link.href} link={link} onNavigate={onNavigate} />
          ))}
        </>
      )}
    </ul>
  );
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

function SkeletonLinks() {
  return (
    <>
      <li aria-hidden="true" className="menu-title mt-2">
        <span className="skeleton h-3 w-16" />
      </li>
      {[0, 1, 2].map((row) => (
        <li key={row} aria-hidden="true" className="pointer-events-none">
          <span className="flex items-center gap-3">
            <span className="skeleton h-5 w-5 rounded" />
            <span className="skeleton h-4 w-32" />
          </span>
        </li>
      ))}
      <li className="sr-only" role="status">
        Loading your menu…
      </li>
    </>
  );
}
