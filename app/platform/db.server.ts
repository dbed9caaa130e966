// The database: SQLite through Node's built-in node:sqlite by default,
// PostgreSQL when DATABASE_URL says postgres://. One set of migrations for
// both (db/migrations), applied at start.

import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import {
  CompiledQuery,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  Transaction,
} from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import pg from "pg";
import { sqliteFile } from "./env.server.ts";
import * as inquiries0001 from "../../db/migrations/0001-inquiries.ts";
import * as accounts0002 from "../../db/migrations/0002-accounts.ts";
import * as inquiryRateLimit0003 from "../../db/migrations/0003-inquiry-rate-limit.ts";
import * as healthProbe0004 from "../../db/migrations/0004-health-probe.ts";
import * as backOffice0005 from "../../db/migrations/0005-back-office.ts";
import * as inboxIndexes0006 from "../../db/migrations/0006-inbox-indexes.ts";
import * as quotes0007 from "../../db/migrations/0007-quotes.ts";
import * as catalogue0008 from "../../db/migrations/0008-catalogue.ts";
import * as productPhotos0009 from "../../db/migrations/0009-product-photos.ts";
import * as productViews0010 from "../../db/migrations/0010-product-views.ts";
import * as cataloguePermission0011 from "../../db/migrations/0011-catalogue-permission.ts";
import * as categoryOldSlugs0012 from "../../db/migrations/0012-category-old-slugs.ts";
import * as inboxQueueIndex0013 from "../../db/migrations/0013-inbox-queue-index.ts";
import * as mailIn0014 from "../../db/migrations/0014-mail-in.ts";
import * as blockedSenders0015 from "../../db/migrations/0015-blocked-senders.ts";
import * as savedAnswers0016 from "../../db/migrations/0016-saved-answers.ts";
import * as staffMailChoices0017 from "../../db/migrations/0017-staff-mail-choices.ts";
import * as catalogueHistory0018 from "../../db/migrations/0018-catalogue-history.ts";
import type { Database } from "../../db/schema.ts";
import { logger } from "./logger.server.ts";

export type Db = Kysely<Database>;

export type Dialect = "sqlite" | "postgres";

/** Which database `db` (or a transaction on it) talks to, read from its adapter. */
export function dialectOf(db: Db | Trx): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** A transaction on it: what a function that writes inside one is given. */
export type Trx = Parameters<Parameters<ReturnType<Db["transaction"]>["execute"]>[0]>[0];

/**
 * `work` inside the caller's transaction when `db` is one (so that it
 * commits or rolls back with the rest), otherwise in a transaction of its own.
 */
export function inTransaction<T>(db: Db | Trx, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db instanceof Transaction ? work(db) : db.transaction().execute(work);
}

export function migrationsFor(dialect: DatabaseHandle["dialect"]): Record<string, Migration> {
  return {
    "0001-inquiries": inquiries0001,
    "0002-accounts": { up: (db) => accounts0002.up(db, dialect) },
    "0003-inquiry-rate-limit": inquiryRateLimit0003,
    "0004-health-probe": healthProbe0004,
    "0005-back-office": { up: (db) => backOffice0005.up(db, dialect) },
    "0006-inbox-indexes": { up: (db) => inboxIndexes0006.up(db, dialect) },
    "0007-quotes": { up: (db) => quotes0007.up(db, dialect) },
    "0008-catalogue": { up: (db) => catalogue0008.up(db, dialect) },
    "0009-product-photos": { up: (db) => productPhotos0009.up(db, dialect) },
    "0010-product-views": productViews0010,
    "0011-catalogue-permission": cataloguePermission0011,
    "0012-category-old-slugs": categoryOldSlugs0012,
    "0013-inbox-queue-index": inboxQueueIndex0013,
    "0014-mail-in": { up: (db) => mailIn0014.up(db, dialect) },
    "0015-blocked-senders": blockedSenders0015,
    "0016-saved-answers": savedAnswers0016,
    "0017-staff-mail-choices": staffMailChoices0017,
    "0018-catalogue-history": catalogueHistory0018,
  };
}

export interface DatabaseHandle {
  readonly db: Db;
  readonly dialect: "sqlite" | "postgres";
  close(): Promise<void>;
}

/**
 * node:sqlite's dialect, with two changes.
 * - A transaction begins IMMEDIATE: it takes the write lock as it starts,
 *   waiting for it (busy_timeout). A deferred one that read first fails at
 *   once ("database is locked") when it tries to write while another
 *   process (the command line, a second server) holds the lock.
 * - A failed transaction is rolled back only if it is still open. SQLite
 *   ends it by itself on some errors (SQLITE_FULL when the disk is full); a
 *   second ROLLBACK would then fail with "no transaction is active", and
 *   that error would hide the real one.
 */
class SqliteDialect extends NodeSqliteDialect {
  readonly #database: DatabaseSync;

  constructor(database: DatabaseSync) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.#database.isTransaction) await rollback(connection);
    };
    return driver;
  }
}

// PostgreSQL's 64-bit integers (money in cents, counts) as numbers: every
// one of ours is far below 2^53, and pg would otherwise hand over strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(url: string): DatabaseHandle {
  const file = sqliteFile(url);
  if (!file) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server closes (a restart, a failover) is an
    // 'error' event; unhandled, it would end the process. The pool opens a
    // new connection when one is next needed.
    pool.on("error", (error) => {
      logger.warn({ err: error }, "PostgreSQL closed an idle connection");
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  mkdirSync(dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  // WAL lets readers work beside the writer; busy_timeout makes a second
  // process wait for the write lock instead of failing.
  database.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;");
  const db = new Kysely<Database>({ dialect: new SqliteDialect(database) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

export async function migrate({
  db,
  dialect,
}: Pick<DatabaseHandle, "db" | "dialect">): Promise<void> {
  const migrations = migrationsFor(dialect);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error")
      logger.error({ migration: result.migrationName }, "Migration failed");
  }
  if (error) throw error;
}
