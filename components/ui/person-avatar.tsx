import { Picture } from "./picture";

/**
 * A person's photo, or the first letter of their name when there is none. `decorative` when the
 * name is written beside it, so a screen reader does not read the name twice.
 */
export function PersonAvatar({
  name,
  photo,
  size = 56,
  decorative = false,
}: {
  name: string;
  photo?: string | null;
  size?: number;
  decorative?: boolean;
}) {
  if (photo) {
    return (
      <div className="avatar">
        <div
          className="rounded-full ring-2 ring-primary ring-offset-2 ring-offset-base-100"
          style={{ width: size }}
        >
          <Picture src={photo} alt={decorative ? "" : name} width={size} height={size} />
        </div>
      </div>
    );
  }
  return (
    <div className="avatar avatar-placeholder">
      <div className="rounded-full bg-neutral text-neutral-content" style={{ width: size }}>
        <span
          className="text-xl font-bold"
          {...(decorative ? { "aria-hidden": true } : { "aria-label": name })}
        >
          {name.trim().charAt(0).toUpperCase()}
        </span>
      </div>
    </div>
  );
}
