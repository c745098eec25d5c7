export function SectionTitle({
  title,
  subtitle,
  id,
}: {
  title: string;
  subtitle?: string;
  id?: string;
}) {
  return (
    <div className="mb-10 text-center">
      <h2 id={id} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 text-base-content/70">{subtitle}</p> : null}
      <span className="mx-auto mt-4 block h-1 w-16 rounded bg-primary" aria-hidden="true" />
    </div>
  );
}
