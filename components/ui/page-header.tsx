import Link from "next/link";

/** A page's title band with its breadcrumb trail. */
export function PageHeader({
  title,
  trail,
}: {
  title: string;
  trail: { label: string; href?: string }[];
}) {
  return (
    <div className="bg-neutral py-12 text-neutral-content">
      <div className="mx-auto max-w-7xl px-4">
        <h1 className="text-4xl font-extrabold">{title}</h1>
        <nav className="breadcrumbs mt-2 text-sm" aria-label="Breadcrumb">
          <ul>
            {trail.map((crumb) => (
              <li key={crumb.label}>
                {crumb.href ? (
                  <Link href={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
