// What `npm test` does before any step when Chromium, redis-server or nginx is missing
// (scripts/lib/prerequisites.mjs), decided without touching the machine.
import { DEBIAN_CHROMIUM, findChromium } from "@/scripts/lib/chromium.mjs";
import { installPlan } from "@/scripts/lib/prerequisites.mjs";

describe("installPlan", () => {
  it("does nothing when everything is there", () => {
    expect(installPlan({ missing: [], isRoot: false, hasSudo: false })).toEqual({ action: "none" });
  });

  it("installs the distribution's packages with apt-get as root", () => {
    const plan = installPlan({ missing: ["chromium", "nginx"], isRoot: true, hasSudo: false });
    expect(plan).toEqual({
      action: "install",
      announce: "Chromium and nginx are missing: installing chromium nginx with apt-get",
      commands: [
        ["apt-get", "update", "-qq"],
        [
          "env",
          "DEBIAN_FRONTEND=noninteractive",
          "apt-get",
          "install",
          "-y",
          "-qq",
          "chromium",
          "nginx",
        ],
      ],
    });
  });

  it("installs through sudo when it asks no password", () => {
    const plan = installPlan({ missing: ["chromium"], isRoot: false, hasSudo: true });
    expect(plan.action).toBe("install");
    if (plan.action !== "install") return;
    expect(plan.commands.every((command) => command.slice(0, 2).join(" ") === "sudo -n")).toBe(
      true,
    );
  });

  it("stops with one line saying what to run when this user may not install", () => {
    expect(installPlan({ missing: ["chromium"], isRoot: false, hasSudo: false })).toEqual({
      action: "stop",
      message: "Chromium is missing: run sudo apt-get update && sudo apt-get install -y chromium",
    });
    const many = installPlan({
      missing: ["chromium", "redis-server", "nginx"],
      isRoot: false,
      hasSudo: false,
    });
    expect(many).toMatchObject({
      message: expect.stringMatching(
        /^Chromium, redis-server and nginx are missing: run .* chromium redis-server nginx$/,
      ),
    });
  });

  it("names the packages without apt-get commands where there is no apt-get", () => {
    expect(
      installPlan({ missing: ["redis-server"], isRoot: true, hasSudo: true, hasApt: false }),
    ).toEqual({
      action: "stop",
      message: "redis-server is missing: install redis-server and run npm test again",
    });
  });
});

describe("findChromium", () => {
  const only =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it("takes CHROMIUM_PATH when set, and nothing else", () => {
    const env = { CHROMIUM_PATH: "/opt/chrome" };
    expect(findChromium({ env, exists: only("/opt/chrome", DEBIAN_CHROMIUM) })).toBe("/opt/chrome");
    expect(findChromium({ env, exists: only(DEBIAN_CHROMIUM) })).toBeUndefined();
  });

  it("prefers Debian's Chromium, then Playwright's own browser", () => {
    expect(findChromium({ env: {}, exists: () => true })).toBe(DEBIAN_CHROMIUM);
    const playwrights = findChromium({ env: {}, exists: (path) => path !== DEBIAN_CHROMIUM });
    expect(playwrights).toMatch(/ms-playwright/);
    expect(findChromium({ env: {}, exists: () => false })).toBeUndefined();
  });
});
