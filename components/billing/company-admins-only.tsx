"use client";

import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { useBuyingCompany } from "@/domains/billing/client";

/**
 * A screen for the caller's company admins (Approvals, Invoices): anyone else is told whom it is
 * for, and its own calls, which the API would refuse, are never made.
 */
export function CompanyAdminsOnly({
  onlyAdmins,
  loading,
  children,
}: {
  onlyAdmins: string;
  loading: React.ReactNode;
  /** A function where the screen needs the company's id (a server page passes elements). */
  children: React.ReactNode | ((companyId: string) => React.ReactNode);
}) {
  const { data: company, error, mutate } = useBuyingCompany();
  if (error) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  if (company === undefined) return loading;
  if (company?.role !== "admin") return <EmptyState message={onlyAdmins} />;
  return typeof children === "function" ? children(company._id) : children;
}
