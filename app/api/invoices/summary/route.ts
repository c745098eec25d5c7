import { route } from "@/lib/http/route";
import { invoicesSummary } from "@/domains/billing/server";

// The statement's totals: what open and overdue invoices owe (a company admin's, or all of them).
export const GET = route({ access: "user" }, ({ actor }) => invoicesSummary(actor));
