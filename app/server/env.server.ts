// The operating contract's environment (BRIEF: Operating contract), checked
// once at start. Every bad value is reported at once; code reads the typed
// result, never process.env.

import { z } from "zod";

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
    const match = /^\s*(?:[^<>]*<([^<>]+)>|([^<>\s]+))\s*$/.exec(value);
    const address = match?.[1] ?? match?.[2];
    return address !== undefined && emailAddress.safeParse(address).success;
  },
  { error: 'must be an e-mail address or "Name <address>"' },
);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be between 1 and 65535" })
      .max(65535, { error: "must be between 1 and 65535" })
      .default(3000),
    HOST: z
      .string()
      .regex(/^[A-Za-z0-9.:[\]-]+$/, {
        error: "must be a host name or IP address",
      })
      .default("0.0.0.0"),
    PUBLIC_URL: origin.optional(),
    DATABASE_URL: z
      .string()
      .refine((value) => value.startsWith("file:") || /^postgres(ql)?:\/\/.+/.test(value), {
        error: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
      })
      .default("file:./data/store.db"),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: "must be an smtp:// or smtps:// URL",
      })
      .optional(),
    MAIL_FROM: mailbox.optional(),
    INQUIRY_TO: emailAddress.optional(),
    INQUIRY_RATE_LIMIT: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be 0 (no limit) or more" })
      .default(10),
    AUTH_RATE_LIMIT: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be 0 (no limit) or more" })
      .default(5),
    AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  })
  .transform((raw) => ({
    ...raw,
    PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
  }))
  .superRefine((env, ctx) => {
    if (!env.AUTH_SECRET && !isLoopbackUrl(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message:
          "is required when PUBLIC_URL is not a loopback address (generate one with: openssl rand -base64 32)",
      });
    }
  });

export type Env = z.output<typeof schema>;

export type EnvResult = { ok: true; env: Env } | { ok: false; errors: string[] };

/** Empty values count as unset, as they do in most .env files. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(present);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    errors: result.error.issues.map(
      (issue) => `${issue.path.join(".") || "environment"} ${issue.message}`,
    ),
  };
}
