import Link from "next/link";
import { Picture } from "@/components/ui/picture";
import { COPYRIGHT_YEAR, SITE_NAME } from "@/lib/site";

const columns = [
  {
    title: "Services",
    links: ["Bulk Ordering", "Fleet Supply", "Fast Shipping", "Parts Sourcing"],
  },
  { title: "Company", links: ["About us", "Contact", "Careers", "Press kit"] },
  { title: "Legal", links: ["Terms of use", "Privacy policy", "Cookie policy"] },
];

export function SiteFooter() {
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer mx-auto max-w-7xl p-10 sm:footer-horizontal">
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="footer-title opacity-90">{column.title}</h2>
            {column.links.map((label) => (
              <Link key={label} href="/" className="link link-hover">
                {label}
              </Link>
            ))}
          </nav>
        ))}
        <aside className="flex flex-col gap-3">
          <h2 className="footer-title opacity-90">Shop anywhere</h2>
          <Picture
            src="/images/badges/app-store.svg"
            alt="Get the Redline Parts app"
            width={180}
            height={54}
          />
          <Picture
            src="/images/badges/secure-checkout.svg"
            alt="Secure checkout, SSL encrypted"
            width={180}
            height={54}
          />
        </aside>
      </div>
      <div className="border-t border-neutral-content/20 px-4 py-4 text-center text-sm">
        <p>
          Copyright © {COPYRIGHT_YEAR} - All rights reserved by {SITE_NAME}
        </p>
      </div>
    </footer>
  );
}
