/** The heading every dashboard screen starts with. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-base-content/70">{subtitle}</p> : null}
    </div>
  );
}
