"use client";

import { useRef, useState } from "react";
import { newsletterMessages } from "@/domains/content/content-texts";
import { CheckCircleIcon } from "@/components/ui/icons";

/** Newsletter sign-up; nothing is sent to a server (as the specification says). */
export function Newsletter() {
  const [error, setError] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (email === "") {
      setError(newsletterMessages.empty);
      return;
    }
    setError(null);
    form.reset();
    dialogRef.current?.showModal();
  };

  return (
    <section
      className="mx-auto max-w-3xl px-4 py-16 text-center"
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className="text-3xl font-extrabold">
        Subscribe to our newsletter
      </h2>
      <p className="mt-2 text-base-content/70">
        New parts, bulk offers and maintenance tips, once a month.
      </p>
      <form
        className="mx-auto mt-6 flex max-w-lg flex-col gap-2"
        onSubmit={onSubmit}
        noValidate={false}
      >
        <div className="join w-full">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            placeholder="Your email address"
            className={`input join-item w-full ${error ? "input-error" : ""}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-error" : undefined}
            onChange={() => setError(null)}
          />
          <button type="submit" className="btn btn-primary join-item">
            Subscribe
          </button>
        </div>
        {error ? (
          <p id="newsletter-error" className="text-left text-sm text-error">
            {error}
          </p>
        ) : null}
      </form>
      <dialog ref={dialogRef} className="modal" aria-labelledby="newsletter-success-title">
        <div className="modal-box text-center">
          <CheckCircleIcon className="mx-auto h-16 w-16 text-success" />
          <h3 id="newsletter-success-title" className="mt-4 text-2xl font-bold">
            {newsletterMessages.successTitle}
          </h3>
          <p className="mt-2">{newsletterMessages.successText}</p>
          <form method="dialog" className="modal-action justify-center">
            <button className="btn btn-primary">OK</button>
          </form>
        </div>
        <form method="dialog" className="modal-backdrop">
          <button aria-label="Close">close</button>
        </form>
      </dialog>
    </section>
  );
}
