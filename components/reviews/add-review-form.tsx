"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { LabelledField } from "@/components/ui/labelled-field";
import { ApiError } from "@/lib/client/api";
import { addReview } from "@/domains/reviews/client/reviews";
import { useSessionUser } from "@/lib/client/use-session-user";
import { catalogMessages } from "@/domains/catalog";
import { REVIEW_MAX_LENGTH } from "@/lib/validation/limits";
import { newReviewSchema, type NewReview, type NewReviewInput } from "@/domains/reviews/reviews";
import { AddReviewRating } from "./add-review-rating";

/**
 * Add a review: up to 250 characters and 1 to 5 stars. The server takes the author and the
 * date from the session; the contract's fields are sent all the same.
 */
export function AddReviewForm() {
  const user = useSessionUser();
  const form = useForm<NewReviewInput, unknown, NewReview>({
    resolver: zodResolver(newReviewSchema),
    defaultValues: { reviewText: "", rating: 0 },
  });
  const text = useWatch({ control: form.control, name: "reviewText" });
  const [sending, setSending] = useState(false);
  // Why the server would not take another review now (one a day): stays until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  const atLimit = text.length >= REVIEW_MAX_LENGTH;

  const send = async (review: NewReview) => {
    setSending(true);
    setRefusal(null);
    try {
      await addReview({
        ...review,
        reviewDate: new Date().toISOString(),
        author: {
          name: user.displayName,
          uid: user.uid,
          ...(user.photoURL ? { photo: user.photoURL } : {}),
        },
      });
      toast.success(catalogMessages.reviewAdded);
      form.reset();
    } catch (error) {
      toast.error((error as Error).message);
      if (error instanceof ApiError && error.status === 429) setRefusal(error.message);
    }
    setSending(false);
  };
  // The form's one message at a time, as a toast (the text's first, else the rating's).
  const refuse = (errors: FieldErrors<NewReviewInput>) =>
    toast.error(
      errors.reviewText?.message ?? errors.rating?.message ?? catalogMessages.reviewInvalid,
    );

  return (
    <form
      onSubmit={form.handleSubmit(send, refuse)}
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
              {...form.register("reviewText")}
              className="textarea w-full"
            />
          )}
        </LabelledField>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <AddReviewRating value={Number(field.value)} onChange={field.onChange} />
          )}
        />
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
