"use client";

import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { membersPath, type CompanyMember, type CompanyMembers } from "@/domains/companies/client";
import { companyScreenTexts as t } from "@/domains/companies";
import { AddMemberForm, type AddedMember } from "./add-member-form";
import { InvitationsSent, type SentInvitation } from "./invitations-sent";
import { MemberEditDialog } from "./member-edit-dialog";
import { MembersTable } from "./members-table";
import { RemoveMemberDialog } from "./remove-member-dialog";

/**
 * A company's members for whoever manages them (its admins, the shop's admins): the list, adding
 * by email, changing a role or limit, removing with a confirmation, and the invitations sent.
 * Its heading is the caller's: the Business account page's "Members", or the company's name.
 */
export function MembersPanel({
  companyId,
  companyName,
}: {
  companyId: string;
  companyName: string;
}) {
  const { data, error, isValidating, mutate } = useSWR<CompanyMembers, Error>(
    membersPath(companyId),
  );
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const [invitations, setInvitations] = useState<SentInvitation[]>([]);

  const added = (answer: AddedMember) => {
    if (answer.status === "invited") {
      // Inviting an address again renews its invitation: one line per address.
      const { invitation } = answer;
      setInvitations((sent) => [invitation, ...sent.filter((s) => s.email !== invitation.email)]);
    }
    void mutate();
  };

  return (
    <div className="flex flex-col gap-4">
      {error && !data ? (
        <ErrorState message={error.message} onRetry={() => void mutate()} />
      ) : data?.length === 0 ? (
        <EmptyState message={t.noMembers} />
      ) : (
        <MembersTable
          members={data}
          refreshing={isValidating && data !== undefined}
          onEdit={setEditing}
          onRemove={setRemoving}
        />
      )}
      <AddMemberForm companyId={companyId} onAdded={added} />
      <InvitationsSent invitations={invitations} />
      <MemberEditDialog
        companyId={companyId}
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={() => mutate()}
      />
      <RemoveMemberDialog
        companyId={companyId}
        companyName={companyName}
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => mutate()}
      />
    </div>
  );
}
