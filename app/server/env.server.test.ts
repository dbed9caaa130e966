import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

function errorsOf(source: Record<string, string>): string[] {
  const result = parseEnv(source);
  return result.ok ? [] : result.errors;
}

describe("parseEnv", () => {
  it("has local defaults for everything", () => {
    const result = parseEnv({});
    expect(result).toMatchObject({
      ok: true,
      env: {
        PORT: 3000,
        HOST: "0.0.0.0",
        PUBLIC_URL: "http://localhost:3000",
        DATABASE_URL: "file:./data/store.db",
      },
    });
  });

  it("derives PUBLIC_URL from PORT and treats empty values as unset", () => {
    const result = parseEnv({ PORT: "8080", SMTP_URL: "" });
    expect(result.ok && result.env.PUBLIC_URL).toBe("http://localhost:8080");
  });

  it("normalises PUBLIC_URL to its origin", () => {
    const result = parseEnv({
      PUBLIC_URL: "https://shop.example.co.ke/",
      AUTH_SECRET: "s".repeat(32),
    });
    expect(result.ok && result.env.PUBLIC_URL).toBe("https://shop.example.co.ke");
  });

  it("reports every bad value at once", () => {
    const errors = errorsOf({
      PORT: "eighty",
      PUBLIC_URL: "ftp://shop",
      DATABASE_URL: "mysql://x",
      SMTP_URL: "http://mail",
      MAIL_FROM: "not an address",
      INQUIRY_TO: "nope",
    });
    expect(errors).toHaveLength(6);
    for (const name of [
      "PORT",
      "PUBLIC_URL",
      "DATABASE_URL",
      "SMTP_URL",
      "MAIL_FROM",
      "INQUIRY_TO",
    ]) {
      expect(errors.some((e) => e.startsWith(name))).toBe(true);
    }
  });

  it("rejects ports out of range and a PUBLIC_URL with a path", () => {
    expect(errorsOf({ PORT: "70000" })).toEqual(["PORT must be between 1 and 65535"]);
    expect(errorsOf({ PUBLIC_URL: "http://localhost:3000/shop" })[0]).toMatch(
      /^PUBLIC_URL must be an origin/,
    );
  });

  it("requires AUTH_SECRET only when the public URL is not loopback", () => {
    expect(errorsOf({ PUBLIC_URL: "https://shop.example.co.ke" })[0]).toMatch(
      /^AUTH_SECRET is required/,
    );
    expect(errorsOf({ PUBLIC_URL: "http://127.0.0.1:3000" })).toEqual([]);
    expect(
      errorsOf({
        PUBLIC_URL: "https://shop.example.co.ke",
        AUTH_SECRET: "short",
      })[0],
    ).toMatch(/^AUTH_SECRET must be at least 32/);
  });

  it("takes whole, non-negative rate limits, where 0 lifts the limit", () => {
    expect(parseEnv({})).toMatchObject({ env: { INQUIRY_RATE_LIMIT: 10, AUTH_RATE_LIMIT: 5 } });
    expect(parseEnv({ AUTH_RATE_LIMIT: "0", INQUIRY_RATE_LIMIT: "0" })).toMatchObject({
      env: { INQUIRY_RATE_LIMIT: 0, AUTH_RATE_LIMIT: 0 },
    });
    expect(errorsOf({ AUTH_RATE_LIMIT: "-1", INQUIRY_RATE_LIMIT: "many" })).toEqual([
      "INQUIRY_RATE_LIMIT must be a number",
      "AUTH_RATE_LIMIT must be 0 (no limit) or more",
    ]);
    expect(errorsOf({ AUTH_RATE_LIMIT: "2.5" })).toEqual([
      "AUTH_RATE_LIMIT must be a whole number",
    ]);
  });

  it("accepts the documented forms of each variable", () => {
    expect(
      errorsOf({
        DATABASE_URL: "postgres://u:p@127.0.0.1:5432/store",
        SMTP_URL: "smtps://user:pass@mail.example.co.ke:465",
        MAIL_FROM: "Mwangaza Tech <shop@example.co.ke>",
        INQUIRY_TO: "owner@example.co.ke",
      }),
    ).toEqual([]);
  });
});
