"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { LabelledField } from "@/components/ui/labelled-field";
import { ApiError } from "@/lib/client/api";
import { addReview } from "@/domains/reviews/client/reviews";
import { useSessionUser } from "@/lib/client/use-session-user";
import { catalogMessages } from "@/domains/catalog";
import { REVIEW_MAX_LENGTH } from "@/lib/validation/limits";
import { newReviewSchema } from "@/domains/reviews/reviews";
import { AddReviewRating } from "./add-review-rating";

/**
 * Add a review: up to 250 characters and 1 to 5 stars. The server takes the author and the
 * date from the session; the contract's fields are sent all the same.
 */
export function AddReviewForm() {
  const user = useSessionUser();
  const [text, setText] = useState("");
  const [rating, setRating] = useState(0);
  const [sending, setSending] = useState(false);
  // Why the server would not take another review now (one a day): stays until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const atLimit = text.length >= REVIEW_MAX_LENGTH;

  const send = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const review = newReviewSchema.safeParse({ reviewText: text, rating });
    if (!review.success) {
      toast.error(review.error.issues[0]?.message ?? catalogMessages.reviewInvalid);
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      await addReview({
        ...review.data,
        reviewDate: new Date().toISOString(),
        author: {
          name: user.displayName,
          uid: user.uid,
          ...(user.photoURL ? { photo: user.photoURL } : {}),
        },
      });
      toast.success(catalogMessages.reviewAdded);
      setText("");
      setRating(0);
    } catch (error) {
      toast.error((error as Error).message);
      if (error instanceof ApiError && error.status === 429) setRefusal(error.message);
    }
    setSending(false);
  };

  return (
    <form
      onSubmit={send}
      noValidate
      aria-label="Add a review"
      aria-busy={sending}
      className="card max-w-2xl border border-base-300 bg-base-100 shadow-sm"
    >
      <fieldset disabled={sending} className="card-body gap-4">
        <LabelledField
          label="Your review"
          hint={
            <span className="flex justify-between gap-4">
              <span>
                {text.length}/{REVIEW_MAX_LENGTH} characters
              </span>
              <span aria-live="polite" className="font-semibold text-error">
                {atLimit ? catalogMessages.reviewLimitReached : null}
              </span>
            </span>
          }
        >
          {(field) => (
            <textarea
              {...field}
              rows={6}
              maxLength={REVIEW_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="textarea w-full"
            />
          )}
        </LabelledField>
        <AddReviewRating value={rating} onChange={setRating} />
        <button type="submit" className="btn btn-primary w-fit">
          {sending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {catalogMessages.sendFeedback}
        </button>
        {refusal ? (
          <p role="alert" className="alert alert-warning alert-soft">
            {refusal}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
