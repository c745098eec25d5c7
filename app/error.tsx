"use client";

import "./globals.css";
import Link from "next/link";

// Shown when a page cannot be rendered (the database out of reach, say) instead of Next.js's
// bare 500 page: the visitor keeps the site's look and can try again.
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-3xl font-bold">This page could not be loaded</h1>
      <p className="text-base-content/75">
        Something went wrong on our side. Please try again in a moment.
      </p>
      <div className="flex gap-3">
        <button type="button" className="btn btn-primary" onClick={reset}>
          Try again
        </button>
        <Link className="btn btn-ghost" href="/">
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
