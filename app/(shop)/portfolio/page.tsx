import type { Metadata } from "next";
import { Picture } from "@/components/ui/picture";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = pageMetadata({
  title: "Portfolio",
  description: "The developer behind the Redline Parts shop: projects, skills and experience.",
  path: "/portfolio",
});

const projects = [
  {
    image: "project-1",
    title: "Fleet Dashboard",
    text: "Live maintenance and fuel reporting for a 300-vehicle delivery fleet.",
  },
  {
    image: "project-2",
    title: "Redline Parts Shop",
    text: "This bulk parts shop: server-rendered catalog, orders and card payments.",
  },
  {
    image: "project-3",
    title: "Workshop Journal",
    text: "A blog platform for mechanics, with search and rich article pages.",
  },
  {
    image: "project-4",
    title: "Service Booking",
    text: "Online booking for garage service slots with reminders by email.",
  },
];

const skills = [
  { name: "TypeScript & JavaScript", level: 90 },
  { name: "React & Next.js", level: 88 },
  { name: "Node.js & REST APIs", level: 82 },
  { name: "PostgreSQL", level: 75 },
  { name: "Tailwind CSS & daisyUI", level: 85 },
];

const stats = [
  { value: "2 years", label: "of experience" },
  { value: "102+", label: "projects completed" },
  { value: "96", label: "happy customers" },
];

export default function PortfolioPage() {
  return (
    <>
      <PageHeader
        title="Portfolio"
        trail={[{ label: "Home", href: "/" }, { label: "Portfolio" }]}
      />
      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:grid-cols-[280px_1fr]">
        <Picture
          src="/images/portfolio/developer.svg"
          alt="Portrait of Alex Morgan"
          width={400}
          height={400}
          className="mx-auto w-64 rounded-box shadow"
          eager
        />
        <div>
          <h2 className="text-3xl font-extrabold">Alex Morgan</h2>
          <p className="mt-1 text-lg font-semibold text-primary">Full-stack web developer</p>
          <p className="mt-4 max-w-2xl text-base-content/80">
            I build fast, accessible web shops and dashboards with React, Next.js and Node.js. I
            designed and built the Redline Parts shop, from its product catalog to its order and
            payment flow.
          </p>
          <div className="stats stats-vertical mt-6 shadow sm:stats-horizontal">
            {stats.map((stat) => (
              <div key={stat.label} className="stat">
                <div className="stat-value text-primary">{stat.value}</div>
                <div className="stat-desc text-base">{stat.label}</div>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 pb-12" aria-labelledby="skills-title">
        <h2 id="skills-title" className="mb-6 text-2xl font-bold">
          Skills
        </h2>
        <ul className="grid gap-5 md:grid-cols-2">
          {skills.map((skill) => (
            <li key={skill.name}>
              <div className="mb-1 flex justify-between font-semibold">
                <span>{skill.name}</span>
                <span>{skill.level}%</span>
              </div>
              <progress
                className="progress progress-primary w-full"
                value={skill.level}
                max={100}
                aria-label={`${skill.name} level`}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-base-200 py-12" aria-labelledby="projects-title">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="projects-title" className="mb-6 text-2xl font-bold">
            Projects
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {projects.map((project) => (
              <article
                key={project.title}
                className="card bg-base-100 shadow-sm"
                data-testid="project-card"
              >
                <figure>
                  <Picture
                    src={`/images/portfolio/${project.image}.svg`}
                    alt={`${project.title} screenshot`}
                    width={600}
                    height={400}
                  />
                </figure>
                <div className="card-body">
                  <h3 className="card-title">{project.title}</h3>
                  <p className="text-base-content/75">{project.text}</p>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
