"use client";

import Link from "next/link";
import { useSessionUser } from "@/lib/client/use-session-user";
import { adminLinks, commonLinks, customerLinks } from "./dashboard-links";
import { PageTitle } from "./page-title";

/** The dashboard index: a greeting by display name and shortcuts for the user's role. */
export function Welcome() {
  const { displayName, role } = useSessionUser();
  const roleLinks = role === "admin" ? adminLinks : customerLinks;
  // The index links to itself in the sidebar; as a shortcut here it would go nowhere.
  const shortcuts = [...commonLinks.filter((link) => link.href !== "/dashboard"), ...roleLinks];

  return (
    <>
      <PageTitle
        title={`Welcome, ${displayName}`}
        subtitle="Everything for your account and your orders is one click away."
      />
      <h2 className="mb-3 text-lg font-bold">Shortcuts</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shortcuts.map(({ href, label, description, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="card h-full border border-base-300 bg-base-100 shadow-sm transition hover:border-primary focus-visible:border-primary"
            >
              <span className="card-body flex-row items-center gap-4 p-5">
                <span className="rounded-full bg-primary/10 p-3 text-primary">
                  <Icon className="h-6 w-6" />
                </span>
                <span>
                  <span className="block font-bold">{label}</span>
                  <span className="text-sm text-base-content/70">{description}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-base-content/70">
        Looking for parts?{" "}
        <Link href="/allParts" className="link link-primary">
          Browse the shop
        </Link>
        .
      </p>
    </>
  );
}
