// What the server holds for its lifetime: the database (migrated at start),
// the mailer and the outbox worker (started by the caller once it serves).
// Created once per process.

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Auth, createAuth } from "./auth.server.ts";
import { business } from "#app/business/details.ts";
import { type Db, migrate, openDatabase } from "./db.server.ts";
import { createMailer } from "./email.server.ts";
import type { Env } from "./env.server.ts";
import { type OutboxWorker, createOutboxWorker } from "./outbox.server.ts";

export interface Services {
  readonly db: Db;
  readonly auth: Auth;
  readonly outbox: OutboxWorker;
  /** Where inquiries go: INQUIRY_TO, or the business e-mail. */
  readonly inquiryRecipient: string;
  close(): Promise<void>;
}

export async function createServices(env: Env, { dataDir = "data" } = {}): Promise<Services> {
  const database = openDatabase(env.DATABASE_URL);
  await migrate(database);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${business.shortName} website <${business.email}>`,
    mailDir: join(dataDir, "mail"),
  });
  const outbox = createOutboxWorker({ db: database.db, send: mailer.send });
  const auth = createAuth({
    database,
    secret: env.AUTH_SECRET ?? localAuthSecret(dataDir),
    origin: env.PUBLIC_URL,
    send: mailer.send,
    attemptsPerMinute: env.AUTH_RATE_LIMIT,
  });
  return {
    db: database.db,
    auth,
    outbox,
    inquiryRecipient: env.INQUIRY_TO ?? business.email,
    async close() {
      await outbox.stop();
      mailer.close();
      await database.close();
    },
  };
}

/**
 * For a site on a loopback address only (env.server.ts requires AUTH_SECRET
 * otherwise): made once and kept under ./data, so sessions survive restarts.
 */
function localAuthSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
