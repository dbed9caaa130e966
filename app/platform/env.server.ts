// The operating contract's environment, checked
// once at start. Each variable is checked on its own, then the rules that
// join two of them, so every bad value is reported in one run. Code reads
// the typed result, never process.env.

import { dirname, resolve } from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { addressIn } from "#app/lib/email-address.ts";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost") || /^127\./.test(host);
}

const origin = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
  .refine((value) => ["", "/"].includes(new URL(value).pathname) && !new URL(value).search, {
    error: "must be an origin such as https://shop.example.co.ke, with no path or query",
  })
  .transform((value) => new URL(value).origin);

const emailAddress = z.email({ error: "must be an e-mail address" });

/** "Shop <shop@example.co.ke>" or a bare address. */
const mailbox = z.string().refine(
  (value) => {
    const address = addressIn(value);
    return address !== undefined && emailAddress.safeParse(address).success;
  },
  { error: 'must be an e-mail address or "Name <address>"' },
);

/**
 * The business mailbox read for customers' answers: imap:// or imaps://,
 * with a user and password; the path names a mailbox other than INBOX.
 */
const imapUrl = z
  .url({ protocol: /^imaps?$/, error: "must be an imap:// or imaps:// URL" })
  // (Another scheme is the check above's to report.)
  .refine(
    (value) =>
      !/^imaps?:$/.test(new URL(value).protocol) ||
      Boolean(new URL(value).username && new URL(value).password),
    {
      error: "must carry the mailbox's user and password: imaps://user:password@host:993",
    },
  );

/** "true" or "false" (also 1/0, yes/no, on/off). */
const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], { error: "must be true or false" })
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const wholeNumber = (min: number, minMessage: string) =>
  z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(min, { error: minMessage });

/** "127.0.0.1,::1" or "10.0.0.0/8": the proxies whose X-Forwarded-For is believed. */
const proxyList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => {
      try {
        proxyaddr.compile(list);
        return true;
      } catch {
        return false;
      }
    },
    {
      error:
        "must be IP addresses or CIDR ranges separated by commas, e.g. 127.0.0.1,::1 or 10.0.0.0/8",
    },
  );

/** The limits' defaults, for the code that is given no setting (tests, scripts) too. */
export const ENV_DEFAULTS = {
  INQUIRY_RATE_LIMIT: 10,
  AUTH_RATE_LIMIT: 5,
  SMTP_CONNECTIONS: 4,
} as const;

const fields = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: wholeNumber(1, "must be between 1 and 65535")
    .max(65535, { error: "must be between 1 and 65535" })
    .default(3000),
  /** Unset: loopback for a local site; every address when PUBLIC_URL is another machine's. */
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]+$/, { error: "must be a host name or IP address" })
    .optional(),
  PUBLIC_URL: origin.optional(),
  DATABASE_URL: z
    .string()
    .refine((value) => value.startsWith("file:") || /^postgres(ql)?:\/\/.+/.test(value), {
      error: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
    })
    .default("file:./data/store.db"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  /** Connections kept open to the mail server, each sending one e-mail at a time. */
  SMTP_CONNECTIONS: wholeNumber(1, "must be 1 or more")
    .max(50, { error: "must be at most 50" })
    .default(ENV_DEFAULTS.SMTP_CONNECTIONS),
  MAIL_FROM: mailbox.optional(),
  INQUIRY_TO: emailAddress.optional(),
  IMAP_URL: imapUrl.optional(),
  /** With IMAP_URL: an e-mail that answers none of ours becomes an inquiry. */
  IMAP_NEW_INQUIRIES: flag.default(false),
  INQUIRY_RATE_LIMIT: wholeNumber(0, "must be 0 (no limit) or more").default(
    ENV_DEFAULTS.INQUIRY_RATE_LIMIT,
  ),
  AUTH_RATE_LIMIT: wholeNumber(0, "must be 0 (no limit) or more").default(
    ENV_DEFAULTS.AUTH_RATE_LIMIT,
  ),
  AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  TRUST_PROXY: proxyList.default([]),
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: wholeNumber(1, "must be 1 or more").default(14),
  MAIL_ALERT_MINUTES: wholeNumber(1, "must be 1 or more").default(60),
  /** Closed inquiries are deleted this many months after closing; unset: kept. */
  RETENTION_MONTHS: wholeNumber(1, "must be 1 or more (months; leave unset to keep forever)")
    .max(1200, { error: "must be at most 1200 (months; leave unset to keep forever)" })
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
};

type Fields = typeof fields;

/** Every variable the server reads (deploy/storefront.env must list each one). */
export const ENV_NAMES = Object.keys(fields) as (keyof Fields)[];
type Parsed = { [K in keyof Fields]: z.output<Fields[K]> };

export type Env = Omit<Parsed, "PUBLIC_URL" | "HOST"> & {
  readonly PUBLIC_URL: string;
  readonly HOST: string;
};

export type EnvResult = { ok: true; env: Env } | { ok: false; errors: string[] };

/** Empty values count as unset, as they do in most .env files. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const errors: string[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const raw = source[name];
    const result = schema.safeParse(raw === "" ? undefined : raw);
    if (result.success) parsed[name] = result.data;
    else errors.push(...result.error.issues.map((issue) => `${name} ${issue.message}`));
  }
  const env = parsed as Parsed;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`;
  // Rules across variables, checked where the variables themselves are good.
  const publicUrlGood = !errors.some((error) => error.startsWith("PUBLIC_URL "));
  if (publicUrlGood && !source.AUTH_SECRET && !isLoopbackUrl(publicUrl)) {
    errors.push(
      "AUTH_SECRET is required when PUBLIC_URL is not a loopback address (generate one with: openssl rand -base64 32)",
    );
  }
  if (errors.length > 0) return { ok: false, errors };
  // A site opened on this machine is served to this machine only, not to
  // everyone on a laptop's network; one whose public address is elsewhere
  // (a phone on the same Wi-Fi, say) listens on every address.
  const host = env.HOST ?? (isLoopbackUrl(publicUrl) ? "127.0.0.1" : "0.0.0.0");
  return { ok: true, env: { ...env, PUBLIC_URL: publicUrl, HOST: host } };
}

/**
 * The origins the site is served from: PUBLIC_URL, and for a local site
 * every loopback spelling of it, since a person may type any of them.
 */
export function siteOrigins(publicUrl: string): string[] {
  if (!isLoopbackUrl(publicUrl)) return [publicUrl];
  const { protocol, port } = new URL(publicUrl);
  const suffix = port ? `:${port}` : "";
  return [
    ...new Set([
      publicUrl,
      ...["localhost", "127.0.0.1", "[::1]"].map((host) => `${protocol}//${host}${suffix}`),
    ]),
  ];
}

/** The SQLite file DATABASE_URL names (relative to the working folder); none for PostgreSQL. */
export function sqliteFile(databaseUrl: string): string | undefined {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return undefined;
  return resolve(databaseUrl.replace(/^file:/, ""));
}

/**
 * The data folder, for a local site's auth secret and (without SMTP_URL) its
 * mail. For SQLite it is the database file's folder, so a database and the
 * secret that signs its sessions are moved, backed up and restored together;
 * for PostgreSQL, `otherwise`.
 */
export function dataFolder(databaseUrl: string, otherwise: string): string {
  const file = sqliteFile(databaseUrl);
  return file ? dirname(file) : otherwise;
}
