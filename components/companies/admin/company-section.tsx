"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { companyScreenTexts as t } from "@/domains/companies";

/**
 * One company's members or price list for the shop's admins, under the table. Not a modal:
 * what it holds asks in dialogs of its own, and a dialog inside a dialog would hear the inner
 * one's close as its own.
 */
export function CompanySection({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The section opens below the table: take the reader there.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, [title]);

  return (
    <section
      aria-labelledby="company-section-title"
      className="mt-8 flex flex-col gap-4 rounded-box border border-base-300 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          ref={heading}
          id="company-section-title"
          tabIndex={-1}
          className="text-xl font-bold break-words"
        >
          {title}
        </h2>
        <button type="button" className="btn btn-sm" onClick={onClose}>
          {t.close}
        </button>
      </div>
      {children}
    </section>
  );
}
