/** The centred card every sign-in screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex justify-center bg-base-200 px-4 py-12 sm:py-16">
      <section
        aria-labelledby="auth-card-title"
        className="card w-full max-w-md border border-base-300 bg-base-100 shadow-xl"
      >
        <div className="card-body gap-4 p-6 sm:p-8">
          <header>
            <h1 id="auth-card-title" className="text-3xl font-extrabold">
              {title}
            </h1>
            {subtitle ? <p className="mt-1 text-base-content/70">{subtitle}</p> : null}
          </header>
          {children}
        </div>
      </section>
    </div>
  );
}
