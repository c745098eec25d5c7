import type { UserJson } from "@/domains/accounts";
import { accountMessages } from "@/domains/accounts";

type ProfileField = "education" | "number" | "address" | "linkedin" | "facebook";

const FIELDS: { key: ProfileField; label: string }[] = [
  { key: "education", label: "Education" },
  { key: "number", label: "Phone" },
  { key: "address", label: "Address" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "facebook", label: "Facebook" },
];

/** Only real web addresses become links; anything else (javascript: above all) stays text. */
function webUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The five profile fields, each "Not available" while empty. */
export function ProfileDetails({ profile }: { profile: UserJson }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {FIELDS.map(({ key, label }) => {
        const value = profile[key]?.trim();
        const href = value ? webUrl(value) : null;
        return (
          <div key={key} className="min-w-0">
            <dt className="text-sm font-semibold text-base-content/70">{label}</dt>
            <dd className="break-words" data-testid={`profile-${key}`}>
              {!value ? (
                <span className="text-base-content/70 italic">{accountMessages.notAvailable}</span>
              ) : href ? (
                <a
                  href={href}
                  className="link link-primary"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
