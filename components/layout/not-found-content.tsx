import { Picture } from "@/components/ui/picture";
import Link from "next/link";

/**
 * The 404's content. Not-found boundaries are part of every page's payload, where an eager
 * image would be preloaded on every page; only the 404 document (global-not-found) asks for it
 * eagerly, as its largest paint.
 */
export function NotFoundContent({ eagerImage = false }: { eagerImage?: boolean }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
      <Picture
        src="/images/404.svg"
        alt="A car broken down by the road with a wheel rolling away"
        width={600}
        height={400}
        eager={eagerImage}
      />
      <h1 className="mt-6 text-3xl font-extrabold">Page not found</h1>
      <p className="mt-2 text-base-content/70">
        The page you are looking for does not exist or has moved.
      </p>
      <Link href="/" className="btn btn-primary mt-6">
        Back to home
      </Link>
    </section>
  );
}
