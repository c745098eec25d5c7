import { SectionTitle } from "@/components/ui/section-title";

const steps = [
  { title: "Create an account", text: "Sign up with your email or Google in under a minute." },
  {
    title: "Order a product",
    text: "Pick a part, choose a quantity from its minimum order upwards and place the order.",
  },
  { title: "Receive an email", text: "We email you the order with its total and a link to pay." },
  {
    title: "Pay from your dashboard",
    text: "Open the Dashboard, go to My Orders and press Pay on the order.",
  },
];

export function HowToOrder() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16" aria-labelledby="how-title">
      <SectionTitle
        id="how-title"
        title="How to Order"
        subtitle="Four steps from sign-up to delivery."
      />
      <ul className="timeline timeline-vertical timeline-snap-icon max-md:timeline-compact">
        {steps.map((step, index) => (
          <li key={step.title}>
            {index > 0 ? <hr className="bg-primary" /> : null}
            <div className="timeline-middle">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary font-bold text-primary-content">
                {index + 1}
              </span>
            </div>
            <div
              className={`${index % 2 === 0 ? "timeline-start md:text-end" : "timeline-end"} mb-8`}
            >
              <h3 className="text-lg font-bold">{step.title}</h3>
              <p className="text-base-content/75">{step.text}</p>
            </div>
            {index < steps.length - 1 ? <hr className="bg-primary" /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
