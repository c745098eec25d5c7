/** @jest-environment jsdom */
import { SidebarNav } from "@/components/layout/dashboard/sidebar-nav";
import { Welcome } from "@/components/layout/dashboard/welcome";
import { SessionUserContext } from "@/lib/client/use-session-user";
import type { SignedInUser } from "@/domains/accounts/signed-in-user-json";
import { act } from "react";
import { SWRConfig } from "swr";
import { render } from "./dom";

jest.mock("next/navigation", () => ({ usePathname: () => "/dashboard" }));

const customer: SignedInUser = {
  displayName: "Bea Buyer",
  email: "bea@example.com",
  uid: "buyer-uid",
  photoURL: null,
  role: "user",
};
const admin: SignedInUser = { ...customer, displayName: "Ada Admin", role: "admin" };

const ADMIN_LINKS = [
  "Add a Product",
  "Make A Admin",
  "Manage Users",
  "Manage Orders",
  "Returns",
  "Fitment review",
  "Manage Invoices",
  "Manage Products",
  "Manage Reviews",
  "Companies",
  "Shipping & Tax",
  "Tax report",
  "Tax exemptions",
  "Fitment import",
];
const CUSTOMER_LINKS = [
  "My Orders",
  "Returns",
  "Lists",
  "Quick order",
  "Business account",
  "Tax exemption",
  "Add a review",
];
// Everyone's links after the spec's Dashboard and Profile.
const COMMON_LINKS = ["Profile", "My Garage"];

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** What `GET /api/account/company` answers the customer (null: no company). */
const companyAnswer = (company: { _id: string; role: "admin" | "buyer" } | null) =>
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => company });

async function renderAs(user: SignedInUser, screen: React.ReactNode) {
  // A cache of its own per test: the company one test answered is not another's.
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionUserContext value={user}>{screen}</SessionUserContext>
    </SWRConfig>,
  );
}

const linkTexts = (container: HTMLElement) =>
  [...container.querySelectorAll("a")].map((link) => link.textContent?.trim());

describe("the dashboard sidebar", () => {
  it("gives a customer the shopping links from the first render, asking only for their company", async () => {
    companyAnswer(null);
    const container = await renderAs(customer, <SidebarNav onNavigate={() => undefined} />);
    expect(linkTexts(container)).toEqual(["Dashboard", ...COMMON_LINKS, ...CUSTOMER_LINKS]);
    expect(container.textContent).toContain("Shopping");
    expect(container.textContent).not.toContain("Loading your menu…");
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(["/api/account/company"]);
  });

  it("adds Approvals and Invoices for a company's admin, not for its buyers", async () => {
    companyAnswer({ _id: "company-1", role: "admin" });
    const admins = await renderAs(customer, <SidebarNav onNavigate={() => undefined} />);
    await act(async () => undefined);
    expect(linkTexts(admins)).toEqual([
      "Dashboard",
      ...COMMON_LINKS,
      ...CUSTOMER_LINKS,
      "Approvals",
      "Invoices",
    ]);
    companyAnswer({ _id: "company-1", role: "buyer" });
    const buyers = await renderAs(customer, <SidebarNav onNavigate={() => undefined} />);
    await act(async () => undefined);
    expect(linkTexts(buyers)).toEqual(["Dashboard", ...COMMON_LINKS, ...CUSTOMER_LINKS]);
  });

  it("gives an admin the admin links and not the customer's", async () => {
    const container = await renderAs(admin, <SidebarNav onNavigate={() => undefined} />);
    expect(linkTexts(container)).toEqual(["Dashboard", ...COMMON_LINKS, ...ADMIN_LINKS]);
    expect(container.textContent).toContain("Admin");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks the page being shown", async () => {
    companyAnswer(null);
    const container = await renderAs(customer, <SidebarNav onNavigate={() => undefined} />);
    const current = container.querySelector("a[aria-current=page]");
    expect(current?.getAttribute("href")).toBe("/dashboard");
  });
});

describe("the welcome screen", () => {
  it("greets by display name with the role's shortcuts, without itself", async () => {
    const container = await renderAs(admin, <Welcome />);
    expect(container.querySelector("h1")?.textContent).toBe("Welcome, Ada Admin");
    const shortcuts = [...container.querySelectorAll("ul a .font-bold")].map((s) => s.textContent);
    expect(shortcuts).toEqual([...COMMON_LINKS, ...ADMIN_LINKS]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers a customer the shopping shortcuts", async () => {
    const container = await renderAs(customer, <Welcome />);
    const shortcuts = [...container.querySelectorAll("ul a .font-bold")].map((s) => s.textContent);
    expect(shortcuts).toEqual([...COMMON_LINKS, ...CUSTOMER_LINKS]);
  });
});
