import { Picture } from "./picture";

/** A person's photo, or the first letter of their name when there is none. */
export function PersonAvatar({
  name,
  photo,
  size = 56,
}: {
  name: string;
  photo?: string | null;
  size?: number;
}) {
  if (photo) {
    return (
      <div className="avatar">
        <div
          className="rounded-full ring-2 ring-primary ring-offset-2 ring-offset-base-100"
          style={{ width: size }}
        >
          <Picture src={photo} alt={name} width={size} height={size} />
        </div>
      </div>
    );
  }
  return (
    <div className="avatar avatar-placeholder">
      <div className="rounded-full bg-neutral text-neutral-content" style={{ width: size }}>
        <span className="text-xl font-bold" aria-label={name}>
          {name.trim().charAt(0).toUpperCase()}
        </span>
      </div>
    </div>
  );
}
