// Restoring a backup made by backups.server.ts (docs/backup-and-restore.md):
// every check first, then the swap, keeping aside whatever it replaces.

import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  authSecretFile,
  fingerprint,
  writeLocalAuthSecret,
} from "#app/accounts/auth-secret.server.ts";
import { BACKUP_FORMAT, BACKUP_TABLE } from "./backups.server.ts";
import { migrationsFor } from "#app/platform/db.server.ts";

// SQLite's result codes, as node:sqlite reports them in `errcode`.
const SQLITE_BUSY = 5;
const SQLITE_NOTADB = 26;

export interface BackupLabel {
  readonly createdAt: string;
  readonly migrations: string[];
  readonly secretSource: "env" | "file" | null;
  /** The secret itself only when it was the data folder's file. */
  readonly secret: string | null;
  readonly secretFingerprint: string | null;
}

const errcode = (error: unknown) => (error as { errcode?: number }).errcode;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function hasTable(db: DatabaseSync, name: string): boolean {
  return !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name);
}

/** Checks that `file` is a sound backup this code can restore, and reads its label. */
export function inspectBackup(file: string): BackupLabel {
  if (!existsSync(file)) throw new Error(`${file}: no such file`);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new Error(`${file} cannot be opened: ${messageOf(error)}`);
  }
  try {
    let verdict: string[];
    try {
      verdict = db
        .prepare("PRAGMA integrity_check")
        .all()
        .map((row) => String(row.integrity_check));
    } catch (error) {
      if (errcode(error) === SQLITE_NOTADB) {
        throw new Error(`${file} is not a backup of this site: not a SQLite database`);
      }
      throw new Error(`${file} is damaged: ${messageOf(error)}`);
    }
    if (verdict.join() !== "ok") {
      // The first line may only name the database ("*** in database main ***").
      const problem = verdict.find((line) => !line.startsWith("***")) ?? verdict[0];
      throw new Error(`${file} is damaged: PRAGMA integrity_check says ${problem}`);
    }
    if (!hasTable(db, BACKUP_TABLE)) {
      throw new Error(`${file} is a SQLite database, but not a backup made by npm run backup`);
    }
    const label = db.prepare(`SELECT * FROM ${BACKUP_TABLE}`).get() ?? {};
    if (label.format !== BACKUP_FORMAT) {
      throw new Error(`${file} is a backup in a format this version does not know: update first`);
    }
    const migrations = hasTable(db, "kysely_migration")
      ? db
          .prepare("SELECT name FROM kysely_migration ORDER BY name")
          .all()
          .map((row) => String(row.name))
      : [];
    const known = new Set(Object.keys(migrationsFor("sqlite")));
    const unknown = migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new Error(
        `${file} comes from a newer version of the site (migrations ${unknown.join(", ")} are unknown here): update the site first`,
      );
    }
    return {
      createdAt: String(label.created_at),
      migrations,
      secretSource: label.secret_source === null ? null : (label.secret_source as "env" | "file"),
      secret: label.secret === null ? null : String(label.secret),
      secretFingerprint:
        label.secret_fingerprint === null ? null : String(label.secret_fingerprint),
    };
  } finally {
    db.close();
  }
}

/**
 * What to do about the auth secret, or why not to restore: sessions in the
 * backup are signed with its secret, and only that secret keeps them valid.
 */
export function planSecret(
  label: BackupLabel,
  envSecret: string | undefined,
  newSecret: boolean,
): { write: string } | { note: string } {
  const wanted = label.secretFingerprint;
  if (!wanted) return { note: "The backup holds no auth secret (the site had none yet)." };
  const instead =
    "or add --new-secret to restore anyway (accounts and inquiries are kept; everyone signs in again)";
  if (envSecret) {
    const have = fingerprint(envSecret);
    if (have === wanted) return { note: `AUTH_SECRET matches the backup's (fingerprint ${have}).` };
    if (newSecret)
      return { note: "AUTH_SECRET differs from the backup's: everyone signs in again." };
    throw new Error(
      `AUTH_SECRET (fingerprint ${have}) is not the secret the backup was made with (fingerprint ${wanted}): set AUTH_SECRET to that one, ${instead}`,
    );
  }
  if (label.secret) return { write: label.secret };
  if (newSecret) return { note: "No AUTH_SECRET set: the server will use a new secret." };
  throw new Error(
    `the backup was made with AUTH_SECRET set (fingerprint ${wanted}): set the same AUTH_SECRET in this environment, ${instead}`,
  );
}

/**
 * Whether a server has the database open. A connection to a WAL database
 * holds a shared lock on it for as long as it is open, so an exclusive lock
 * is refused exactly while some process uses it. Taking it (when free) also
 * folds any leftover WAL back into the file.
 */
export function databaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new DatabaseSync(file, { timeout: 0 });
  try {
    db.exec("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;");
    return false;
  } catch (error) {
    // Anything else (not a database, say) is no sign of a server; the file is kept aside anyway.
    return errcode(error) === SQLITE_BUSY;
  } finally {
    db.close();
  }
}

export interface RestoreOptions {
  readonly file: string;
  /** The database to restore into: DATABASE_URL's file. */
  readonly databaseFile: string;
  /** Where a local site keeps its auth secret. */
  readonly dataDir: string;
  readonly envSecret: string | undefined;
  /** Replace the database even though a server uses it. */
  readonly whileRunning?: boolean;
  /** Restore although the backup's secret is not at hand. */
  readonly newSecret?: boolean;
  readonly now?: Date;
}

/** Restores `file` into databaseFile; returns what it did, a line a step. */
export function restoreBackup(options: RestoreOptions): string[] {
  const { file, databaseFile, dataDir, now = new Date() } = options;
  const label = inspectBackup(file);
  const secret = planSecret(label, options.envSecret, options.newSecret ?? false);
  if (!options.whileRunning && databaseInUse(databaseFile)) {
    throw new Error(
      `a running server is using ${databaseFile}: stop it first (e.g. systemctl stop storefront), or add --while-running to replace it anyway`,
    );
  }
  const done = [
    `Checked ${file}: made ${label.createdAt}, integrity ok, migrations ${label.migrations.join(", ") || "none"}.`,
  ];
  mkdirSync(dirname(databaseFile), { recursive: true });
  const staged = `${databaseFile}.restoring`;
  let counts: string;
  try {
    copyFileSync(file, staged);
    chmodSync(staged, 0o600);
    counts = unlabel(staged);
  } catch (error) {
    rmSync(staged, { force: true });
    throw error;
  }
  const stamp = now.toISOString().replaceAll(":", "-");
  const aside = `${databaseFile}.before-restore-${stamp}`;
  // With its -wal and -shm under the matching names, the old database stays
  // whole (a server left running keeps writing to it), and none is left
  // stale beside the restored one.
  const moved = ["", "-wal", "-shm"].filter((suffix) => existsSync(databaseFile + suffix));
  for (const suffix of moved) renameSync(databaseFile + suffix, aside + suffix);
  if (moved.includes("")) done.push(`Kept the database it replaces as ${aside}.`);
  renameSync(staged, databaseFile);
  done.push(`Restored ${databaseFile}: ${counts}.`);
  done.push("write" in secret ? restoreSecretFile(dataDir, secret.write, stamp) : secret.note);
  done.push(
    options.whileRunning
      ? "Restart the server now: it still has the old database open."
      : "Next: start the server (npm start, or systemctl start storefront) and open /healthz.",
  );
  return done;
}

/** Drops the backup's label from the restored copy; says what the copy holds. */
function unlabel(file: string): string {
  const db = new DatabaseSync(file);
  try {
    db.exec(`DROP TABLE ${BACKUP_TABLE}`);
    const count = (table: string, one: string, many: string) => {
      const n = hasTable(db, table)
        ? Number(db.prepare(`SELECT count(*) AS n FROM "${table}"`).get()?.n)
        : 0;
      return `${n} ${n === 1 ? one : many}`;
    };
    return `${count("inquiries", "inquiry", "inquiries")}, ${count("user", "account", "accounts")}`;
  } finally {
    db.close();
  }
}

function restoreSecretFile(dataDir: string, secret: string, stamp: string): string {
  const file = authSecretFile(dataDir);
  if (existsSync(file)) {
    if (readFileSync(file, "utf8").trim() === secret)
      return `Auth secret: ${file} already holds it.`;
    renameSync(file, `${file}.before-restore-${stamp}`);
  }
  writeLocalAuthSecret(dataDir, secret);
  return `Auth secret: restored to ${file}.`;
}
