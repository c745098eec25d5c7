import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE } from "@/lib/site";
import { MAP_EMBED_ORIGIN } from "@/lib/security/csp";
import { PageHeader } from "@/components/ui/page-header";
import { ContactForm } from "@/components/content/contact-form";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";

export const metadata: Metadata = pageMetadata({
  title: "Contact",
  description: "Questions about a part, a bulk order or delivery? Write to the Redline Parts team.",
  path: "/contact",
});

const MAP_URL = `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=-87.6545%2C41.8710%2C-87.6145%2C41.8910&layer=mapnik`;
// The same place on the map's own site: what a visitor can open when the frame cannot load
// (blocked, offline); a frame's failure cannot be detected reliably, so the link always shows.
const MAP_PAGE_URL = `${MAP_EMBED_ORIGIN}/?mlat=41.8810&mlon=-87.6345#map=16/41.8810/-87.6345`;

const details: {
  Icon: typeof MapPinIcon;
  label: string;
  value: string;
  link?: { href: string; text: string };
}[] = [
  {
    Icon: MapPinIcon,
    label: "Address",
    value: SHOP_ADDRESS,
    link: { href: MAP_PAGE_URL, text: "Open in OpenStreetMap" },
  },
  { Icon: MailIcon, label: "Email", value: SHOP_EMAIL },
  { Icon: PhoneIcon, label: "Phone", value: SHOP_PHONE },
];

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact" trail={[{ label: "Home", href: "/" }, { label: "Contact" }]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-2">
        <section aria-label="Where to find us" className="flex flex-col gap-6">
          <iframe
            title="Map showing the Redline Parts warehouse"
            src={MAP_URL}
            className="h-72 w-full rounded-box border border-base-300"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
          <ul className="flex flex-col gap-4">
            {details.map(({ Icon, label, value, link }) => (
              <li key={label} className="flex items-center gap-3">
                <span className="rounded-full bg-primary/10 p-3 text-primary">
                  <Icon className="h-5 w-5" />
                </span>
                <span>
                  <span className="block text-sm text-base-content/70">{label}</span>
                  <span className="font-semibold">{value}</span>
                  {link ? (
                    <a
                      href={link.href}
                      className="link link-primary block text-sm"
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.text}
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-4 text-2xl font-bold">
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
