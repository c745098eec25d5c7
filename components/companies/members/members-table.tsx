"use client";

import { TrashIcon } from "@/components/layout/dashboard/icons";
import { cardLabel, DataTableFrame, type ColumnSpec } from "@/components/ui/data-table-frame";
import { EmailText } from "@/components/ui/email-text";
import type { CompanyMember } from "@/domains/companies/client";
import { companyScreenTexts as t } from "@/domains/companies";
import { companyDay } from "../company-day";
import { limitText } from "./spending-limit";

const COLUMN = {
  member: { label: t.member },
  role: { label: t.role },
  limit: { label: t.spendingLimit },
  joined: { label: t.joined },
  actions: { label: t.actions },
} satisfies Record<string, ColumnSpec>;
const COLUMNS = Object.values(COLUMN);

/** Who a member is, in buttons' names and messages: their name, else their address. */
export const memberName = (member: CompanyMember) => member.name || member.email;

/** A company's members, admins first, each with a change and a remove button. */
export function MembersTable({
  members,
  refreshing,
  onEdit,
  onRemove,
}: {
  /** Undefined while the list loads. */
  members: CompanyMember[] | undefined;
  refreshing: boolean;
  onEdit: (member: CompanyMember) => void;
  onRemove: (member: CompanyMember) => void;
}) {
  return (
    <DataTableFrame
      caption={t.membersCaption}
      columns={COLUMNS}
      loading={!members}
      refreshing={refreshing}
      cards
    >
      {members?.map((member) => (
        <tr key={member.userId} data-testid="company-member-row">
          <td {...cardLabel(COLUMN.member)}>
            <div className="font-semibold">{member.name}</div>
            <div className="text-sm text-base-content/80">
              <EmailText email={member.email} />
            </div>
          </td>
          <td {...cardLabel(COLUMN.role)}>
            <span
              className={`badge ${member.role === "admin" ? "badge-primary" : "badge-neutral"}`}
            >
              {t.roleLabel[member.role]}
            </span>
          </td>
          <td className="whitespace-nowrap" {...cardLabel(COLUMN.limit)}>
            {limitText(member.spendingLimit)}
          </td>
          <td className="whitespace-nowrap" {...cardLabel(COLUMN.joined)}>
            {companyDay(member.joinedAt)}
          </td>
          <td {...cardLabel(COLUMN.actions)}>
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className="btn btn-outline btn-xs"
                aria-label={t.editMemberOf(memberName(member))}
                onClick={() => onEdit(member)}
              >
                {t.edit}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square text-error"
                aria-label={t.removeMemberOf(memberName(member))}
                onClick={() => onRemove(member)}
              >
                <TrashIcon className="h-5 w-5" />
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTableFrame>
  );
}
