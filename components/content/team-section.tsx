import { Picture } from "@/components/ui/picture";
import type { TeamMemberJson } from "@/domains/content";
import { SectionTitle } from "@/components/ui/section-title";
import { FacebookIcon, LinkedinIcon, TwitterIcon } from "@/components/ui/icons";
import { Reveal } from "./home/reveal";

const socials = [
  { Icon: FacebookIcon, network: "Facebook" },
  { Icon: TwitterIcon, network: "Twitter" },
  { Icon: LinkedinIcon, network: "LinkedIn" },
];

export function TeamSection({ team }: { team: TeamMemberJson[] }) {
  return (
    <section className="bg-base-200 py-16" aria-labelledby="team-title">
      <div className="mx-auto max-w-7xl px-4">
        <SectionTitle
          id="team-title"
          title="Our Expert Technician"
          subtitle="These are main technicians of this company."
        />
        <Reveal className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {team.map((member) => (
            <article
              key={member._id}
              className="card bg-base-100 shadow-sm"
              data-testid="team-card"
            >
              <figure className="bg-base-300/40">
                <Picture
                  src={member.image}
                  alt={member.name}
                  width={400}
                  height={400}
                  className="aspect-square w-full"
                />
              </figure>
              <div className="card-body items-center p-5 text-center">
                <h3 className="card-title">{member.name}</h3>
                <p className="text-sm font-semibold tracking-wider text-primary uppercase">
                  {member.designation}
                </p>
                <div className="mt-2 flex gap-2">
                  {socials.map(({ Icon, network }) => (
                    <button
                      key={network}
                      type="button"
                      className="btn btn-square btn-sm btn-outline"
                      aria-label={`${member.name} on ${network}`}
                    >
                      <Icon className="h-4 w-4" />
                    </button>
                  ))}
                </div>
              </div>
            </article>
          ))}
        </Reveal>
      </div>
    </section>
  );
}
