"use client";

import { useEffect, useRef, useState } from "react";
import { SWRConfig } from "swr";
import { Logo } from "@/components/layout/logo";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { MenuIcon } from "@/components/ui/icons";
import { ApiError, swrFetcher } from "@/lib/client/api";
import type { SignedInUser } from "@/domains/accounts";
import { SessionUserContext } from "@/lib/client/use-session-user";
import { CloseIcon } from "./icons";
import { SidebarNav } from "./sidebar-nav";
import { UserMenu } from "./user-menu";

const SIDEBAR_ID = "dashboard-sidebar";
const TOGGLE_ID = "dashboard-sidebar-toggle";

// A 4xx will not change by asking again; only network and server errors are retried.
const swrOptions = {
  fetcher: swrFetcher,
  shouldRetryOnError: (error: Error) => !(error instanceof ApiError && error.status < 500),
};

/** Header, sidebar (static on lg, a drawer below) and the signed-in user for every screen. */
export function DashboardShell({
  user,
  children,
}: {
  user: SignedInUser;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Opening moves focus into the drawer; Escape closes it and gives focus back to the button.
  useEffect(() => {
    if (!open) return;
    // The drawer fades in and a still-hidden button cannot take focus: retry for a few frames.
    let frame = 0;
    let tries = 0;
    const focusClose = () => {
      closeButton.current?.focus();
      if (document.activeElement !== closeButton.current && tries++ < 30)
        frame = requestAnimationFrame(focusClose);
    };
    focusClose();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <SWRConfig value={swrOptions}>
      <SessionUserContext value={user}>
        <header className="sticky top-0 z-30 h-16 border-b border-base-300 bg-base-100/95 backdrop-blur">
          <div className="navbar h-16 min-h-16 gap-1 px-2 sm:px-4">
            <button
              ref={menuButton}
              type="button"
              className="btn btn-ghost btn-square lg:hidden"
              aria-controls={SIDEBAR_ID}
              aria-expanded={open}
              onClick={() => setOpen(true)}
            >
              <MenuIcon className="h-6 w-6" />
              <span className="sr-only">Open dashboard menu</span>
            </button>
            <div className="min-w-0 flex-1">
              <Logo />
            </div>
            <ThemeToggle />
            <UserMenu />
          </div>
        </header>
        <div className="drawer lg:drawer-open">
          <input
            id={TOGGLE_ID}
            type="checkbox"
            className="drawer-toggle"
            checked={open}
            onChange={(event) => setOpen(event.target.checked)}
            tabIndex={-1}
            aria-hidden="true"
          />
          {/* Before the content, so keyboard users meet the menu first. Below the sticky header
              on lg; a full-height overlay drawer on smaller screens. */}
          <div className="drawer-side z-40 lg:top-16 lg:h-[calc(100dvh-4rem)]">
            {/* For the pointer only; the close button and Escape serve the keyboard. */}
            <label htmlFor={TOGGLE_ID} className="drawer-overlay" aria-hidden="true" />
            <nav
              id={SIDEBAR_ID}
              aria-label="Dashboard"
              className="flex min-h-full w-72 flex-col gap-2 border-e border-base-300 bg-base-100 p-3 lg:w-64"
            >
              <div className="flex items-center justify-between px-2 pt-1 lg:hidden">
                <span className="font-bold">Dashboard menu</span>
                <button
                  ref={closeButton}
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  onClick={() => setOpen(false)}
                >
                  <CloseIcon className="h-5 w-5" />
                  <span className="sr-only">Close dashboard menu</span>
                </button>
              </div>
              <SidebarNav onNavigate={() => setOpen(false)} />
            </nav>
          </div>
          <main id="main" className="drawer-content min-h-[calc(100dvh-4rem)] bg-base-200">
            <div className="mx-auto max-w-6xl p-4 sm:p-6 lg:p-8">{children}</div>
          </main>
        </div>
      </SessionUserContext>
    </SWRConfig>
  );
}
