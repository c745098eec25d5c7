"use client";

import { useEffect, useRef } from "react";
import type { CompaniesTableRow } from "@/domains/companies/client";
import { companyScreenTexts as t } from "@/domains/companies";
import { MembersPanel } from "../members/members-panel";

/**
 * A company's members for the shop's admins, under the table, managed as its own admins manage
 * them. Not a modal: changing or removing a member asks in a dialog of its own, and a dialog
 * inside a dialog would hear the inner one's close as its own.
 */
export function CompanyMembersSection({
  company,
  onClose,
}: {
  company: CompaniesTableRow;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The section opens below the table: take the reader there.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, [company._id]);

  return (
    <section
      aria-labelledby="company-members-title"
      className="mt-8 flex flex-col gap-4 rounded-box border border-base-300 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          ref={heading}
          id="company-members-title"
          tabIndex={-1}
          className="text-xl font-bold break-words"
        >
          {t.membersOf(company.name)}
        </h2>
        <button type="button" className="btn btn-sm" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <MembersPanel key={company._id} companyId={company._id} companyName={company.name} />
    </section>
  );
}
