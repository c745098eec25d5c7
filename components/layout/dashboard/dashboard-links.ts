import { BoxIcon, CheckCircleIcon, DollarIcon, UsersIcon } from "@/components/ui/icons";
import { CarIcon, UploadIcon } from "@/components/fitment/vehicles/vehicle-icons";
import { ClipboardIcon, HomeIcon, PlusIcon, ShieldUserIcon, StarIcon, UserIcon } from "./icons";

export interface DashboardLink {
  href: string;
  label: string;
  /** One line for the welcome screen's shortcuts. */
  description: string;
  Icon: (props: { className?: string }) => React.ReactNode;
}

/** Everyone signed in sees these first (spec: "Sidebar: Dashboard, Profile"). */
export const commonLinks: DashboardLink[] = [
  { href: "/dashboard", label: "Dashboard", description: "Your overview", Icon: HomeIcon },
  {
    href: "/dashboard/profile",
    label: "Profile",
    description: "Your contact details and links",
    Icon: UserIcon,
  },
  {
    href: "/dashboard/garage",
    label: "My Garage",
    description: "Your vehicles, and the parts that fit them",
    Icon: CarIcon,
  },
];

/** Customers only; admins do not see these (spec section 6). */
export const customerLinks: DashboardLink[] = [
  {
    href: "/dashboard/my-orders",
    label: "My Orders",
    description: "Track, pay or cancel your orders",
    Icon: ClipboardIcon,
  },
  {
    href: "/dashboard/returns",
    label: "Returns",
    description: "Return parts and old cores, and follow your refunds",
    Icon: BoxIcon,
  },
  {
    href: "/dashboard/lists",
    label: "Lists",
    description: "Parts you order often, shared with your company",
    Icon: ClipboardIcon,
  },
  {
    href: "/quick-order",
    label: "Quick order",
    description: "Order by part number or CSV",
    Icon: BoxIcon,
  },
  {
    href: "/dashboard/business",
    label: "Business account",
    description: "Buy for your company: apply, terms, members",
    Icon: DollarIcon,
  },
  {
    href: "/dashboard/tax-exemption",
    label: "Tax exemption",
    description: "Resale or fleet certificates: no sales tax once verified",
    Icon: ClipboardIcon,
  },
  {
    href: "/dashboard/addReview",
    label: "Add a review",
    description: "Tell other buyers how it went",
    Icon: StarIcon,
  },
];

/** Admins only, in the spec's order. */
export const adminLinks: DashboardLink[] = [
  {
    href: "/dashboard/addProduct",
    label: "Add a Product",
    description: "Put a new part in the shop",
    Icon: PlusIcon,
  },
  {
    href: "/dashboard/makeAdmin",
    label: "Make A Admin",
    description: "Give a user admin rights",
    Icon: ShieldUserIcon,
  },
  {
    href: "/dashboard/allUsers",
    label: "Manage Users",
    description: "See and remove accounts",
    Icon: UsersIcon,
  },
  {
    href: "/dashboard/manageOrder",
    label: "Manage Orders",
    description: "Ship or remove orders",
    Icon: ClipboardIcon,
  },
  {
    href: "/dashboard/manage-returns",
    label: "Returns",
    description: "Approve, receive and refund returns",
    Icon: BoxIcon,
  },
  {
    href: "/dashboard/fitment-review",
    label: "Fitment review",
    description: "Parts returned as the wrong part",
    Icon: CarIcon,
  },
  {
    href: "/dashboard/manageInvoices",
    label: "Manage Invoices",
    description: "Record payments of invoices on account",
    Icon: DollarIcon,
  },
  {
    href: "/dashboard/manageProducts",
    label: "Manage Products",
    description: "Update stock and prices",
    Icon: BoxIcon,
  },
  {
    href: "/dashboard/manageReviews",
    label: "Manage Reviews",
    description: "Moderate customer reviews",
    Icon: StarIcon,
  },
  {
    href: "/dashboard/companies",
    label: "Companies",
    description: "Approve business accounts, set terms and credit",
    Icon: DollarIcon,
  },
  {
    href: "/dashboard/shipping-tax",
    label: "Shipping & Tax",
    description: "Shipping rates by zone and weight, and sales tax by state",
    Icon: BoxIcon,
  },
  {
    href: "/dashboard/tax-report",
    label: "Tax report",
    description: "Sales tax collected per state, for filing",
    Icon: DollarIcon,
  },
  {
    href: "/dashboard/taxExemptions",
    label: "Tax exemptions",
    description: "Check the exemption certificates buyers send",
    Icon: CheckCircleIcon,
  },
  {
    href: "/dashboard/fitment",
    label: "Fitment import",
    description: "Import or export which parts fit which vehicles",
    Icon: UploadIcon,
  },
];

/** A company's admins only, after the customer's links: what they decide and pay for it. */
export const companyAdminLinks: DashboardLink[] = [
  {
    href: "/dashboard/approvals",
    label: "Approvals",
    description: "Approve or decline your buyers' large checkouts",
    Icon: CheckCircleIcon,
  },
  {
    href: "/dashboard/invoices",
    label: "Invoices",
    description: "Your company's statement: open, overdue and paid",
    Icon: DollarIcon,
  },
];
