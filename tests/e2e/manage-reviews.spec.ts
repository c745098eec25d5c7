import { test, expect } from "./fixtures";
import { demoAdmin, logIn, newCustomer, signUp } from "./support/accounts";

// Review spam (400 reviews in 3 s by one account) is held off by one review per customer a
// day, and what gets through an admin deletes from Manage Reviews, after an "Are you sure?".
test("a customer posts one review a day; an admin deletes it with confirmation", async ({
  page,
  request,
}) => {
  const author = newCustomer("reviewer");
  await signUp(page, author);
  await page.goto("/dashboard/addReview");
  const text = `Spam review ${Date.now().toString(36)}: buy cheap pads elsewhere!`;
  const review = page.getByLabel("Your review");
  const send = page.getByRole("button", { name: "Send Feedback" });
  await review.fill(text);
  await page.getByRole("radio", { name: "1 star" }).check();
  await send.click();
  await expect(page.getByText("Review added successfully")).toBeVisible();

  // A second review the same day is refused, and the form says why.
  await review.fill("And another one.");
  await page.getByRole("radio", { name: "2 stars" }).check();
  await send.click();
  const oncePerDay =
    "You have already posted a review in the last 24 hours. You can add another one tomorrow.";
  await expect(page.getByRole("alert").filter({ hasText: oncePerDay })).toBeVisible();

  const homeCards = () => page.getByTestId("review-card").filter({ hasText: text });
  await page.goto("/");
  await expect(homeCards()).toHaveCount(1);

  await page.context().clearCookies();
  await page.goto("/login?callbackUrl=%2Fdashboard%2FmanageReviews");
  await logIn(page, demoAdmin);
  await expect(page.getByRole("heading", { name: "Manage Reviews" })).toBeVisible();
  const row = page.getByTestId("manage-review-row").filter({ hasText: text });
  await expect(row).toContainText(author.name);
  // Newest first: the spam is on top.
  await expect(page.getByTestId("manage-review-row").first()).toContainText(text);

  const deleteButton = row.getByRole("button", { name: `Delete the review by ${author.name}` });
  await deleteButton.click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("You won't be able to revert this!");
  await expect(confirm).toContainText(text);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);

  await deleteButton.click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  const deleted = page.getByRole("dialog", { name: "Deleted!" });
  await expect(deleted).toContainText("Review has been deleted.");
  await deleted.getByRole("button", { name: "OK" }).click();
  await expect(row).toHaveCount(0);

  const all = (await (await request.get("/api/reviews")).json()) as { reviewText: string }[];
  expect(all.map((listed) => listed.reviewText)).not.toContain(text);
  await page.goto("/");
  await expect(page.getByTestId("review-card").first()).toBeAttached();
  await expect(homeCards()).toHaveCount(0);
});
