import { companyScreenTexts as t } from "@/domains/companies";
import { companyDay } from "../company-day";
import { limitText } from "./spending-limit";
import type { AddedMember } from "./add-member-form";

export type SentInvitation = Extract<AddedMember, { status: "invited" }>["invitation"];

/**
 * The invitations sent from this page. No call lists a company's open invitations, so the page
 * shows what the server answered to each one it sent, and says so.
 */
export function InvitationsSent({ invitations }: { invitations: SentInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-title" className="flex flex-col gap-2">
      <h3 id="invitations-title" className="text-lg font-bold">
        {t.invitationsTitle}
      </h3>
      <p className="text-sm text-base-content/80">{t.invitationsNote}</p>
      <ul className="flex flex-col gap-2" data-testid="invitations-sent">
        {invitations.map((invitation) => (
          <li key={invitation.email} className="rounded-box border border-base-300 bg-base-100 p-3">
            <div className="font-semibold break-words">{t.invitedToast(invitation.email)}</div>
            <div className="text-sm">
              {t.invitationLine(
                t.roleLabel[invitation.role],
                limitText(invitation.spendingLimit),
                companyDay(invitation.expiresAt),
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
