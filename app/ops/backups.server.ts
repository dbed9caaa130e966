// Online backups of the SQLite database (docs/backup-and-restore.md). Each
// backup is one SQLite file: a consistent copy of the database plus a small
// table saying when it was made and which auth secret signed its sessions, so
// `npm run restore FILE` needs nothing else and the file opens in any SQLite
// tool.

import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { DatabaseSync, backup } from "node:sqlite";
import {
  type AuthSecret,
  currentAuthSecret,
  fingerprint,
} from "#app/accounts/auth-secret.server.ts";
import { type Env, sqliteFile } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/logger.server.ts";

/** The table a backup carries beside the site's own, and its layout's version. */
export const BACKUP_TABLE = "storefront_backup";
export const BACKUP_FORMAT = 1;

const NAME = /^storefront-backup-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d\.\d{3}Z)\.db$/;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// node:sqlite's largest step: the whole file in one read transaction. In
// smaller steps, every write the server makes meanwhile restarts the copy.
const ALL_PAGES = 2 ** 31 - 1;

/** storefront-backup-2025-11-23T18-11-05.123Z.db: sorts by time, and no colons for other systems. */
export function backupName(at: Date): string {
  return `storefront-backup-${at.toISOString().replaceAll(":", "-")}.db`;
}

/** The backups in a folder, newest first, with when each was made. */
export function listBackups(dir: string): { name: string; at: Date }[] {
  const names = existsSync(dir) ? readdirSync(dir) : [];
  return names
    .flatMap((name) => {
      const match = NAME.exec(name);
      return match ? [{ name, at: new Date(`${match[1]}:${match[2]}:${match[3]}`) }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

export interface BackupOptions {
  readonly databaseFile: string;
  readonly dir: string;
  /** How many backups to keep in dir, this one included. */
  readonly keep: number;
  readonly secret: AuthSecret | undefined;
  readonly now?: Date;
}

export interface Backup {
  readonly file: string;
  readonly bytes: number;
  /** Older backups deleted to keep `keep`. */
  readonly removed: string[];
}

export async function createBackup({
  databaseFile,
  dir,
  keep,
  secret,
  now = new Date(),
}: BackupOptions): Promise<Backup> {
  if (!existsSync(databaseFile)) throw new Error(`there is no database at ${databaseFile}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, backupName(now));
  // Dot-named, so a copy cut short is never taken for a backup.
  const partial = join(dir, `.${backupName(now)}.partial`);
  // Made empty first, so the copy is readable by the owner only from its first byte.
  writeFileSync(partial, "", { mode: 0o600, flag: "wx" });
  try {
    const source = new DatabaseSync(databaseFile, { timeout: 5000 });
    try {
      await backup(source, partial, { rate: ALL_PAGES });
    } finally {
      source.close();
    }
    label(partial, secret, now);
    renameSync(partial, file);
    syncFolder(dir);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const removed = listBackups(dir)
    .slice(keep)
    .map(({ name }) => name);
  for (const name of removed) rmSync(join(dir, name));
  return { file, bytes: statSync(file).size, removed };
}

/**
 * Only a fingerprint of AUTH_SECRET: it stays in the environment, where the
 * operator keeps it, rather than in every copy of every backup.
 */
function label(file: string, secret: AuthSecret | undefined, now: Date): void {
  const copy = new DatabaseSync(file);
  try {
    // The copy inherits WAL mode; a backup is one file.
    copy.exec("PRAGMA journal_mode = DELETE");
    copy.exec(
      `CREATE TABLE ${BACKUP_TABLE} (format INTEGER NOT NULL, created_at TEXT NOT NULL,
        secret_source TEXT, secret TEXT, secret_fingerprint TEXT)`,
    );
    copy
      .prepare(`INSERT INTO ${BACKUP_TABLE} VALUES (?, ?, ?, ?, ?)`)
      .run(
        BACKUP_FORMAT,
        now.toISOString(),
        secret?.source ?? null,
        secret?.source === "file" ? secret.value : null,
        secret ? fingerprint(secret.value) : null,
      );
  } finally {
    copy.close();
  }
}

/** The rename survives a power cut once the folder itself is on disk. */
function syncFolder(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A backup when the newest in dir is more than a day old (or there is none); else nothing. */
export async function backupIfDue(options: BackupOptions): Promise<Backup | undefined> {
  const now = options.now ?? new Date();
  const newest = listBackups(options.dir)[0];
  if (newest && now.getTime() - newest.at.getTime() < DAY) return undefined;
  return createBackup({ ...options, now });
}

export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KiB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export interface DailyBackups {
  /** Stops the timer and waits for a backup under way. */
  stop(): Promise<void>;
}

/**
 * With BACKUP_DIR, a backup whenever the newest there is a day old, checked
 * at start and hourly, so restarts don't multiply them. A failure is logged
 * and tried again at the next check; it never stops the server.
 */
export function startDailyBackups(
  env: Pick<Env, "DATABASE_URL" | "BACKUP_DIR" | "BACKUP_KEEP" | "AUTH_SECRET">,
  dataDir: string,
  { checkEveryMs = HOUR } = {},
): DailyBackups {
  const dir = env.BACKUP_DIR;
  const databaseFile = sqliteFile(env.DATABASE_URL);
  if (!dir) return { stop: async () => undefined };
  if (!databaseFile) {
    logger.info(
      "BACKUP_DIR is set, but the database is PostgreSQL: back it up with pg_dump (docs/backup-and-restore.md).",
    );
    return { stop: async () => undefined };
  }
  const takeIfDue = async () => {
    try {
      const secret = currentAuthSecret(env, dataDir);
      const made = await backupIfDue({ databaseFile, dir, keep: env.BACKUP_KEEP, secret });
      if (made) logger.info(`Daily backup written: ${made.file} (${formatSize(made.bytes)})`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.error(`Daily backup failed, trying again within the hour: ${reason}`);
    }
  };
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= takeIfDue().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  check();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
