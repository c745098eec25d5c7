/** @jest-environment node */
// The old `?page=N` addresses of the category pages: the proxy sends each to the page's path.
import { categoryPageRedirect } from "@/lib/http/category-page-redirect";

const redirectOf = (url: string) => {
  const { pathname, searchParams } = new URL(url, "https://shop.test");
  return categoryPageRedirect(pathname, searchParams);
};

test.each([
  ["/categories/brakes/pads?page=2", "/categories/brakes/pads/page/2"],
  ["/categories/brakes?page=3&utm_source=mail", "/categories/brakes/page/3"],
  ["/categories/brakes/pads?page=1", "/categories/brakes/pads"],
  ["/categories/brakes?utm_source=mail&page=1", "/categories/brakes"],
  // Not a page number: its path is the 404.
  ["/categories/brakes?page=abc", "/categories/brakes/page/abc"],
  ["/categories/brakes?page=a%2Fb", "/categories/brakes/page/a%2Fb"],
])("%s moves to %s", (asked, target) => {
  expect(redirectOf(asked)).toBe(target);
});

test.each([
  "/categories/brakes/pads",
  "/categories/brakes?utm_source=mail",
  "/categories?page=2",
  "/categories/brakes/pads/page/2?page=3",
  "/allParts?page=2",
])("%s is left alone", (asked) => {
  expect(redirectOf(asked)).toBeNull();
});
