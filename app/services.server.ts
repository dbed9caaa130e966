// What the server holds for its lifetime: the database (migrated at start),
// the mailer, the outbox worker (started by the caller once it serves) and
// the daily backups. Created once per process.

import { join } from "node:path";
import { type Auth, createAuth } from "#app/accounts/auth.server.ts";
import { authSecretFor } from "#app/accounts/auth-secret.server.ts";
import { startDailyBackups } from "#app/ops/backups.server.ts";
import { business } from "#app/business/details.ts";
import { type Db, migrate, openDatabase } from "#app/platform/db.server.ts";
import { type WrittenMail, createMailer } from "#app/platform/mail.server.ts";
import { type Env, dataFolder } from "#app/platform/env.server.ts";
import {
  INQUIRY_WINDOW_MS,
  type InquiryIntake,
  createInquiryIntake,
} from "#app/inquiries/intake.server.ts";
import { logger, requestContext } from "#app/platform/logger.server.ts";
import { type OutboxWorker, createOutboxWorker } from "#app/platform/outbox.server.ts";
import { type Scheduler, createScheduler } from "#app/back-office/scheduler.server.ts";
import { type QuoteDesk, createQuoteDesk } from "#app/quotes/desk.server.ts";
import {
  type LiveCatalogue,
  type LiveCatalogueOptions,
  createLiveCatalogue,
} from "#app/catalogue/live.server.ts";
import { type ViewCounter, createViewCounter } from "#app/catalogue/views.server.ts";
import { type MailReader, createMailReader } from "#app/inquiries/mail-in/reader.server.ts";

export interface Services {
  readonly db: Db;
  readonly auth: Auth;
  readonly outbox: OutboxWorker;
  /** Takes an inquiry from the API or the inquiry page's form. */
  readonly acceptInquiry: InquiryIntake;
  /** Where inquiries are notified (INQUIRY_TO): at intake, or when released from spam. */
  readonly businessInbox: string;
  /** Reminders, the morning digest and retention, every minute (started with the outbox). */
  readonly scheduler: Scheduler;
  /** The customer's side of a quote: its page, its answers, its PDF. */
  readonly quotes: QuoteDesk;
  /** The catalogue the site shows; after a write to it, `changed()` shows the change. */
  readonly catalogue: LiveCatalogue;
  /** Views of product pages, counted once a day per visitor (ADR 0026). */
  readonly views: ViewCounter;
  /** The business mailbox's reader, with IMAP_URL (started with the outbox); null without. */
  readonly mailIn: MailReader | null;
  close(): Promise<void>;
}

/**
 * The migrated database, the mailer and better-auth over them: what the
 * server and the command line (`npm run staff`) share.
 */
export async function openAccounts(
  env: Env,
  dataDir: string,
  onMailWritten?: (mail: WrittenMail) => void,
) {
  const database = openDatabase(env.DATABASE_URL);
  await migrate(database);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${business.shortName} website <${business.email}>`,
    mailDir: join(dataDir, "mail"),
    ...(onMailWritten ? { onWritten: onMailWritten } : {}),
    connections: env.SMTP_CONNECTIONS,
  });
  const auth = createAuth({
    database,
    secret: authSecretFor(env, dataDir),
    origin: env.PUBLIC_URL,
    send: mailer.send,
    attemptsPerMinute: env.AUTH_RATE_LIMIT,
  });
  return { database, mailer, auth };
}

export interface ServiceOptions {
  readonly dataDir?: string;
  /** How pictures are drawn: only the server bundle can (app/catalogue/pictures.server.ts). */
  readonly drawPictures: LiveCatalogueOptions["drawPictures"];
}

export async function createServices(
  env: Env,
  { dataDir = dataFolder(env.DATABASE_URL, "data"), drawPictures }: ServiceOptions,
): Promise<Services> {
  logger.level = env.LOG_LEVEL;
  const { database, mailer, auth } = await openAccounts(env, dataDir);
  const outbox = createOutboxWorker({
    db: database.db,
    send: mailer.send,
    concurrency: env.SMTP_CONNECTIONS,
  });
  const businessInbox = env.INQUIRY_TO ?? business.email;
  const catalogue = await createLiveCatalogue({
    db: database.db,
    databaseUrl: env.DATABASE_URL,
    drawPictures,
  });
  const acceptInquiry = createInquiryIntake({
    catalogue: { recordNamed: (name) => catalogue.current().recordNamed(name) },
    db: database.db,
    recipient: businessInbox,
    origin: env.PUBLIC_URL,
    // Woken outside the request's log context: its sends belong to no request.
    onAccepted: () => requestContext.exit(() => outbox.wake()),
    rateLimit:
      env.INQUIRY_RATE_LIMIT > 0
        ? { limit: env.INQUIRY_RATE_LIMIT, windowMs: INQUIRY_WINDOW_MS }
        : null,
  });
  const scheduler = createScheduler({
    db: database.db,
    origin: env.PUBLIC_URL,
    retentionMonths: env.RETENTION_MONTHS,
    onQueued: () => outbox.wake(),
  });
  const quotes = createQuoteDesk({
    db: database.db,
    origin: env.PUBLIC_URL,
    businessInbox,
    onQueued: () => requestContext.exit(() => outbox.wake()),
  });
  const views = createViewCounter({ db: database.db });
  const mailIn = env.IMAP_URL
    ? createMailReader({
        url: env.IMAP_URL,
        db: database.db,
        origin: env.PUBLIC_URL,
        recipient: businessInbox,
        catalogue: { recordNamed: (name) => catalogue.current().recordNamed(name) },
        newInquiries: env.IMAP_NEW_INQUIRIES,
        ownAddresses: [businessInbox, ...(env.MAIL_FROM ? [env.MAIL_FROM] : [])],
        onQueued: () => outbox.wake(),
      })
    : null;
  const backups = startDailyBackups(env, dataDir);
  return {
    db: database.db,
    auth,
    outbox,
    acceptInquiry,
    businessInbox,
    scheduler,
    quotes,
    catalogue,
    views,
    mailIn,
    async close() {
      await mailIn?.stop();
      await views.close();
      await catalogue.close();
      await scheduler.stop();
      await backups.stop();
      await outbox.stop();
      mailer.close();
      await database.close();
    },
  };
}
