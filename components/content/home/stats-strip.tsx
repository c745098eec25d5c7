import { AwardIcon, BoxIcon, DollarIcon, UsersIcon } from "@/components/ui/icons";
import { CountUp } from "./count-up";

// Fixed figures from the specification; they are not fetched.
const stats = [
  {
    Icon: BoxIcon,
    title: "Total Parts",
    end: 65,
    prefix: "",
    suffix: " items",
    desc: "From Start to end time we got.",
  },
  { Icon: UsersIcon, title: "Customers", end: 1042, prefix: "", suffix: "", desc: "↗︎ 40 (2%)" },
  { Icon: AwardIcon, title: "Got Awards", end: 34, prefix: "", suffix: "", desc: "↘︎ 90 (14%)" },
  { Icon: DollarIcon, title: "Revenue", end: 24000, prefix: "$", suffix: "", desc: "↘︎ 90 (14%)" },
];

export function StatsStrip() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16" aria-label="Our business in numbers">
      <div className="stats stats-vertical w-full bg-base-100 shadow lg:stats-horizontal">
        {stats.map(({ Icon, title, end, prefix, suffix, desc }) => (
          <div key={title} className="stat" data-testid="stat">
            <div className="stat-figure text-primary">
              <Icon className="h-8 w-8" />
            </div>
            <div className="stat-title">{title}</div>
            <div className="stat-value">
              <CountUp end={end} prefix={prefix} suffix={suffix} />
            </div>
            <div className="stat-desc">{desc}</div>
          </div>
        ))}
      </div>
    </section>
  );
}
