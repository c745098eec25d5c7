import Link from "next/link";
import { ClockIcon } from "./icons";
import { PageTitle } from "./page-title";

/**
 * An honest placeholder for a screen whose data arrives with later work: it says so instead of
 * showing invented rows.
 */
export function ComingSoon({
  title,
  purpose,
  arrivesWith,
}: {
  title: string;
  /** What the screen will do, in one sentence. */
  purpose: string;
  /** The piece of work it comes with, e.g. "orders and payments". */
  arrivesWith: string;
}) {
  return (
    <>
      <PageTitle title={title} />
      <section className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body items-start gap-3">
          <span className="badge badge-outline gap-1">
            <ClockIcon className="h-4 w-4" />
            Coming soon
          </span>
          <p>{purpose}</p>
          <p className="text-base-content/70">
            This screen arrives with the {arrivesWith} work. Nothing here is live yet.
          </p>
          <Link href="/dashboard" className="btn btn-sm btn-outline">
            Back to the dashboard
          </Link>
        </div>
      </section>
    </>
  );
}
