import path from "node:path";
import { parseConfig } from "@/lib/config";

describe("parseConfig", () => {
  it("runs with nothing set: embedded database under ./data, port 3000", () => {
    const config = parseConfig({ NODE_ENV: "test" });
    expect(config).toMatchObject({
      databaseUrl: undefined,
      dataDir: path.resolve("./data"),
      port: 3000,
      siteUrl: "http://localhost:3000",
    });
  });

  it("reads the variables it is given and treats blank ones as unset", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://shop@db.internal:5432/shop",
      DATA_DIR: "/var/lib/redline",
      PORT: "8080",
      SITE_URL: "https://parts.example/",
      AUTH_SECRET: " ",
    });
    expect(config).toMatchObject({
      nodeEnv: "production",
      databaseUrl: "postgres://shop@db.internal:5432/shop",
      dataDir: "/var/lib/redline",
      port: 8080,
      siteUrl: "https://parts.example",
    });
  });

  it("uses AUTH_SECRET when it is set", () => {
    const secret = "s".repeat(40);
    expect(parseConfig({ NODE_ENV: "test", AUTH_SECRET: secret }).authSecret()).toBe(secret);
  });

  it.each([
    [{ DATABASE_URL: "mysql://localhost/shop" }, "DATABASE_URL must be a postgres:// URL"],
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "parts.example" }, "SITE_URL must be an absolute URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET must be at least 32 characters"],
  ])("refuses %p with a message naming the problem", (env, message) => {
    expect(() => parseConfig({ NODE_ENV: "test", ...env })).toThrow(message);
  });
});
