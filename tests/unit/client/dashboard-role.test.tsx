/** @jest-environment jsdom */
import { SidebarNav } from "@/components/layout/dashboard/sidebar-nav";
import { Welcome } from "@/components/layout/dashboard/welcome";
import { SessionUserContext } from "@/lib/client/use-session-user";
import type { SignedInUser } from "@/domains/accounts/signed-in-user-json";
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
  "Manage Products",
  "Manage Reviews",
  "Companies",
  "Fitment import",
];
const CUSTOMER_LINKS = ["My Orders", "Lists", "Quick order", "Business account", "Add a review"];
// Everyone's links after the spec's Dashboard and Profile.
const COMMON_LINKS = ["Profile", "My Garage"];

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

async function renderAs(user: SignedInUser, screen: React.ReactNode) {
  return render(<SessionUserContext value={user}>{screen}</SessionUserContext>);
}

const linkTexts = (container: HTMLElement) =>
  [...container.querySelectorAll("a")].map((link) => link.textContent?.trim());

describe("the dashboard sidebar", () => {
  it("gives a customer the shopping links from the first render, asking nobody", async () => {
    const container = await renderAs(customer, <SidebarNav onNavigate={() => undefined} />);
    expect(linkTexts(container)).toEqual(["Dashboard", ...COMMON_LINKS, ...CUSTOMER_LINKS]);
    expect(container.textContent).toContain("Shopping");
    expect(container.textContent).not.toContain("Loading your menu…");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("gives an admin the admin links and not the customer's", async () => {
    const container = await renderAs(admin, <SidebarNav onNavigate={() => undefined} />);
    expect(linkTexts(container)).toEqual(["Dashboard", ...COMMON_LINKS, ...ADMIN_LINKS]);
    expect(container.textContent).toContain("Admin");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks the page being shown", async () => {
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
