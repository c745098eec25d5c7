"use client";

import { useState } from "react";
import useSWR from "swr";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { ApiError } from "@/lib/client/api";
import { profilePath, type ProfileAnswer } from "@/domains/accounts/client";
import { useSessionUser } from "@/lib/client/use-session-user";
import { accountMessages } from "@/domains/accounts";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ProfileDetails } from "./profile-details";
import { ProfileForm } from "./profile-form";
import { SavedAddressesSection } from "@/components/accounts/addresses/saved-addresses-section";

const FORM_ID = "profile-edit-form";

/** The profile screen: who you are, your five details, and an Edit/Close toggle for them. */
export function ProfileView() {
  const user = useSessionUser();
  const { data, error, isLoading, mutate } = useSWR<ProfileAnswer, Error>(profilePath(user.uid));
  const [editing, setEditing] = useState(false);
  // The contract answers an array whose first item is the profile.
  const profile = data?.[0];

  let body: React.ReactNode;
  if (isLoading) body = <ProfileSkeleton />;
  else if (error instanceof ApiError && (error.status === 401 || error.status === 404))
    body = <p role="alert">{accountMessages.noUser}</p>;
  else if (error) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (!profile) body = <p role="alert">{accountMessages.noUser}</p>;
  else
    body = (
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          <div className="flex flex-wrap items-center gap-4">
            <PersonAvatar name={profile.displayName} photo={profile.photoURL} size={72} />
            <div className="min-w-0 flex-1 basis-40">
              <p className="flex flex-wrap items-center gap-2 text-xl font-bold">
                <span className="break-words">{profile.displayName}</span>
                <span
                  className={`badge ${profile.role === "admin" ? "badge-primary" : "badge-neutral"}`}
                >
                  {profile.role === "admin" ? "Admin" : "User"}
                </span>
              </p>
              <p className="break-words text-base-content/70">{profile.email}</p>
            </div>
            <button
              type="button"
              className={`btn ${editing ? "btn-ghost" : "btn-outline btn-primary"}`}
              aria-expanded={editing}
              aria-controls={FORM_ID}
              onClick={() => setEditing((open) => !open)}
            >
              {editing ? "Close" : "Edit"}
            </button>
          </div>
          <ProfileDetails profile={profile} />
          {editing ? (
            <section
              id={FORM_ID}
              aria-label="Edit profile"
              className="border-t border-base-300 pt-6"
            >
              <ProfileForm
                profile={profile}
                onSaved={async () => {
                  setEditing(false);
                  await mutate();
                }}
              />
            </section>
          ) : null}
        </div>
      </div>
    );

  return (
    <>
      <PageTitle title="Profile" />
      <div className="flex flex-col gap-6">
        {body}
        <SavedAddressesSection />
      </div>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100" aria-busy="true">
      <div className="card-body gap-6">
        <div className="flex items-center gap-4">
          <div className="skeleton h-18 w-18 shrink-0 rounded-full" />
          <div className="flex flex-col gap-2">
            <div className="skeleton h-5 w-40" />
            <div className="skeleton h-4 w-56" />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3, 4].map((row) => (
            <div key={row} className="skeleton h-10" />
          ))}
        </div>
        <span className="sr-only" role="status">
          Loading your profile…
        </span>
      </div>
    </div>
  );
}
