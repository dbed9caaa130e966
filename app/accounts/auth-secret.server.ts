// The secret that signs sessions: AUTH_SECRET, or for a local site one made
// once and kept in the data folder (env.server.ts requires AUTH_SECRET
// otherwise). Backups carry it, so sessions survive a restore.

import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Env } from "#app/platform/env.server.ts";

export interface AuthSecret {
  readonly value: string;
  /** AUTH_SECRET, or the data folder's file. */
  readonly source: "env" | "file";
}

export const authSecretFile = (dataDir: string) => join(dataDir, "auth-secret");

/** The server's secret: AUTH_SECRET, or the local one, made on first use so sessions survive restarts. */
export function authSecretFor(env: Pick<Env, "AUTH_SECRET">, dataDir: string): string {
  const current = currentAuthSecret(env, dataDir);
  if (current) return current.value;
  const secret = randomBytes(32).toString("base64url");
  writeLocalAuthSecret(dataDir, secret);
  return secret;
}

/** The secret in effect, without making one (a site that never started has none). */
export function currentAuthSecret(
  env: Pick<Env, "AUTH_SECRET">,
  dataDir: string,
): AuthSecret | undefined {
  if (env.AUTH_SECRET) return { value: env.AUTH_SECRET, source: "env" };
  const file = authSecretFile(dataDir);
  if (!existsSync(file)) return undefined;
  return { value: readFileSync(file, "utf8").trim(), source: "file" };
}

/** Readable by the owner only, and never half written: a temporary name, then a rename. */
export function writeLocalAuthSecret(dataDir: string, secret: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = authSecretFile(dataDir);
  writeFileSync(`${file}.partial`, secret, { mode: 0o600 });
  renameSync(`${file}.partial`, file);
}

/** Names a secret without revealing it, so two can be compared in a log or a message. */
export function fingerprint(secret: string): string {
  return createHash("sha256").update(secret).digest("hex").slice(0, 16);
}
