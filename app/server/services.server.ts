// What the server holds for its lifetime: the database (migrated at start),
// the mailer and the outbox worker. Created once per process.

import { join } from "node:path";
import { business } from "#app/business/details.ts";
import { type Db, migrate, openDatabase } from "./db.server.ts";
import { createMailer } from "./email.server.ts";
import type { Env } from "./env.server.ts";
import { type OutboxWorker, startOutboxWorker } from "./outbox.server.ts";

export interface Services {
  readonly db: Db;
  readonly outbox: OutboxWorker;
  /** Where inquiries go: INQUIRY_TO, or the business e-mail. */
  readonly inquiryRecipient: string;
  close(): Promise<void>;
}

export async function createServices(env: Env, { dataDir = "data" } = {}): Promise<Services> {
  const database = openDatabase(env.DATABASE_URL);
  await migrate(database.db);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${business.shortName} website <${business.email}>`,
    mailDir: join(dataDir, "mail"),
  });
  const outbox = startOutboxWorker({ db: database.db, send: mailer.send });
  return {
    db: database.db,
    outbox,
    inquiryRecipient: env.INQUIRY_TO ?? business.email,
    async close() {
      await outbox.stop();
      mailer.close();
      await database.close();
    },
  };
}
