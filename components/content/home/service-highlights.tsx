import { HeadsetIcon, ShieldCheckIcon, TruckIcon } from "@/components/ui/icons";

const services = [
  {
    Icon: TruckIcon,
    title: "Free Home Delivery",
    text: "Free home delivery for all products over $100.",
  },
  {
    Icon: ShieldCheckIcon,
    title: "Quality Products",
    text: "OEM-grade parts, inspected before they leave our warehouse.",
  },
  {
    Icon: HeadsetIcon,
    title: "Online Support",
    text: "Parts specialists online to help you find the right fit.",
  },
];

export function ServiceHighlights() {
  return (
    <section className="bg-base-200 py-14" aria-label="Our services">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-3">
        {services.map(({ Icon, title, text }) => (
          <div key={title} className="flex items-start gap-4 rounded-box bg-base-100 p-6 shadow-sm">
            <span className="rounded-full bg-primary/10 p-3 text-primary">
              <Icon className="h-7 w-7" />
            </span>
            <div>
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="text-base-content/75">{text}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
