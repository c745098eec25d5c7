"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { useSessionUser } from "@/lib/client/use-session-user";
import { useLogout } from "./use-logout";
import { LogoutIcon, UserIcon } from "./icons";

const MENU_ID = "dashboard-user-menu";

/** The header's avatar dropdown (a disclosure button and its list): Profile and Logout. */
export function UserMenu() {
  const user = useSessionUser();
  const { logout, pending } = useLogout();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Close on a click elsewhere, or on Escape with the focus back on the avatar button.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={`dropdown dropdown-end ${open ? "dropdown-open" : ""}`}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-circle"
        aria-label={`Account menu for ${user.displayName}`}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
        data-testid="user-menu"
      >
        <PersonAvatar name={user.displayName} photo={user.photoURL} size={36} />
      </button>
      {open ? (
        <ul
          id={MENU_ID}
          className="menu dropdown-content z-40 mt-3 w-64 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
        >
          <li className="menu-title min-w-0">
            <span className="truncate text-base-content">{user.displayName}</span>
            <span className="truncate font-normal text-base-content/70">{user.email}</span>
          </li>
          <li>
            <Link href="/dashboard/profile" onClick={() => setOpen(false)}>
              <UserIcon className="h-4 w-4" />
              Profile
            </Link>
          </li>
          <li>
            <button type="button" onClick={logout} disabled={pending}>
              {pending ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <LogoutIcon className="h-4 w-4" />
              )}
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
