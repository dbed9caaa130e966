import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { dataFolder, parseEnv, siteOrigins, sqliteFile } from "./env.server.ts";

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
        HOST: "127.0.0.1",
        PUBLIC_URL: "http://localhost:3000",
        DATABASE_URL: "file:./data/store.db",
      },
    });
  });

  it("listens on loopback only, unless PUBLIC_URL is another machine's address or HOST says", () => {
    const host = (source: Record<string, string>) => {
      const result = parseEnv({ AUTH_SECRET: "s".repeat(32), ...source });
      return result.ok ? result.env.HOST : result.errors;
    };
    expect(host({})).toBe("127.0.0.1");
    expect(host({ PUBLIC_URL: "http://127.0.0.1:3000" })).toBe("127.0.0.1");
    expect(host({ PUBLIC_URL: "http://192.168.1.20:3000" })).toBe("0.0.0.0");
    expect(host({ PUBLIC_URL: "https://shop.example.co.ke", HOST: "127.0.0.1" })).toBe("127.0.0.1");
    expect(host({ HOST: "0.0.0.0" })).toBe("0.0.0.0");
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

  it("reports a bad variable and a missing secret in the same run", () => {
    const errors = errorsOf({ SMTP_URL: "notaurl", PUBLIC_URL: "https://shop.example.co.ke" });
    expect(errors).toEqual([
      "SMTP_URL must be an smtp:// or smtps:// URL",
      expect.stringMatching(/^AUTH_SECRET is required when PUBLIC_URL is not a loopback/),
    ]);
  });

  it("takes the trusted proxies as addresses or ranges, and trusts none by default", () => {
    expect(parseEnv({})).toMatchObject({ env: { TRUST_PROXY: [] } });
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1, ::1,10.0.0.0/8" })).toMatchObject({
      env: { TRUST_PROXY: ["127.0.0.1", "::1", "10.0.0.0/8"] },
    });
    expect(errorsOf({ TRUST_PROXY: "caddy" })[0]).toMatch(
      /^TRUST_PROXY must be IP addresses or CIDR ranges/,
    );
    expect(errorsOf({ TRUST_PROXY: "10.0.0.0/99" })).toHaveLength(1);
  });

  it("checks the production settings: metrics token, backups, mail alert, log level", () => {
    expect(
      errorsOf({
        METRICS_TOKEN: "short",
        BACKUP_KEEP: "0",
        MAIL_ALERT_MINUTES: "soon",
        LOG_LEVEL: "loud",
      }),
    ).toEqual([
      "METRICS_TOKEN must be at least 16 characters",
      "BACKUP_KEEP must be 1 or more",
      "MAIL_ALERT_MINUTES must be a number",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    ]);
    expect(parseEnv({})).toMatchObject({
      env: { BACKUP_KEEP: 14, MAIL_ALERT_MINUTES: 60, LOG_LEVEL: "info" },
    });
  });

  it("keeps 4 connections to the mail server unless SMTP_CONNECTIONS says how many (1 to 50)", () => {
    expect(parseEnv({})).toMatchObject({ env: { SMTP_CONNECTIONS: 4 } });
    expect(parseEnv({ SMTP_CONNECTIONS: "10" })).toMatchObject({ env: { SMTP_CONNECTIONS: 10 } });
    expect(errorsOf({ SMTP_CONNECTIONS: "0" })).toEqual(["SMTP_CONNECTIONS must be 1 or more"]);
    expect(errorsOf({ SMTP_CONNECTIONS: "500" })).toEqual(["SMTP_CONNECTIONS must be at most 50"]);
    expect(errorsOf({ SMTP_CONNECTIONS: "many" })).toEqual(["SMTP_CONNECTIONS must be a number"]);
  });

  it("keeps inquiries forever without RETENTION_MONTHS, and takes whole months of 1 or more", () => {
    const unset = parseEnv({});
    expect(unset.ok && unset.env.RETENTION_MONTHS).toBeUndefined();
    expect(parseEnv({ RETENTION_MONTHS: "" })).toMatchObject({ ok: true });
    expect(parseEnv({ RETENTION_MONTHS: "24" })).toMatchObject({ env: { RETENTION_MONTHS: 24 } });
    expect(errorsOf({ RETENTION_MONTHS: "0" })).toEqual([
      "RETENTION_MONTHS must be 1 or more (months; leave unset to keep forever)",
    ]);
    expect(errorsOf({ RETENTION_MONTHS: "1.5" })).toEqual([
      "RETENTION_MONTHS must be a whole number",
    ]);
    expect(errorsOf({ RETENTION_MONTHS: "two years" })).toEqual([
      "RETENTION_MONTHS must be a number",
    ]);
  });

  it("reads a mailbox only with IMAP_URL, which must be imap(s):// with a user and password", () => {
    const unset = parseEnv({});
    expect(unset.ok && [unset.env.IMAP_URL, unset.env.IMAP_NEW_INQUIRIES]).toEqual([
      undefined,
      false,
    ]);
    expect(
      parseEnv({ IMAP_URL: "imaps://shop%40example.co.ke:pw@mail.example.co.ke:993/Customers" }),
    ).toMatchObject({ ok: true, env: { IMAP_URL: expect.stringMatching(/^imaps:/) } });
    expect(
      parseEnv({ IMAP_URL: "imap://u:p@127.0.0.1:1143", IMAP_NEW_INQUIRIES: "true" }),
    ).toMatchObject({ ok: true, env: { IMAP_NEW_INQUIRIES: true } });
    expect(errorsOf({ IMAP_URL: "pop3://u:p@mail.example.co.ke" })).toEqual([
      "IMAP_URL must be an imap:// or imaps:// URL",
    ]);
    expect(errorsOf({ IMAP_URL: "imaps://mail.example.co.ke" })).toEqual([
      "IMAP_URL must carry the mailbox's user and password: imaps://user:password@host:993",
    ]);
    expect(errorsOf({ IMAP_NEW_INQUIRIES: "maybe" })).toEqual([
      "IMAP_NEW_INQUIRIES must be true or false",
    ]);
  });
});

describe("siteOrigins", () => {
  it("answers every loopback spelling of a local site, and only the public URL otherwise", () => {
    expect(siteOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(siteOrigins("http://127.0.0.1:4317")).toEqual([
      "http://127.0.0.1:4317",
      "http://localhost:4317",
      "http://[::1]:4317",
    ]);
    expect(siteOrigins("https://shop.example.co.ke")).toEqual(["https://shop.example.co.ke"]);
  });
});

describe("dataFolder", () => {
  it("is the SQLite file's folder, so a database and its secret stay together", () => {
    expect(sqliteFile("file:./data/store.db")).toBe(join(process.cwd(), "data", "store.db"));
    expect(dataFolder("file:./data/store.db", "/srv/app/data")).toBe(join(process.cwd(), "data"));
    expect(dataFolder("file:/var/lib/storefront/store.db", "/srv/app/data")).toBe(
      "/var/lib/storefront",
    );
  });

  it("is the given folder for PostgreSQL", () => {
    expect(sqliteFile("postgres://shop@db.example.co.ke/shop")).toBeUndefined();
    expect(dataFolder("postgresql://shop@db.example.co.ke/shop", "/srv/app/data")).toBe(
      "/srv/app/data",
    );
  });
});
