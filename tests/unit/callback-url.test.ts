import { googleCompletePath, safeCallbackUrl } from "@/lib/http/callback-url";

describe("safeCallbackUrl", () => {
  it.each(["/", "/blogs", "/dashboard/my-orders?tab=1", "/purchase/abc#top"])(
    "keeps the same-site path %p",
    (path) => {
      expect(safeCallbackUrl(path)).toBe(path);
    },
  );

  it.each([
    "https://evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "blogs",
    "",
    undefined,
    42,
  ])("falls back to the home page for %p", (value) => {
    expect(safeCallbackUrl(value)).toBe("/");
  });
});

describe("googleCompletePath", () => {
  it("carries the destination encoded", () => {
    expect(googleCompletePath("/dashboard?x=1")).toBe(
      "/auth/complete?callbackUrl=%2Fdashboard%3Fx%3D1",
    );
  });
});
