// Backups of a real SQLite file, taken while the site's own connection holds
// it open, as a running server does.

import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fingerprint } from "#app/accounts/auth-secret.server.ts";
import {
  BACKUP_TABLE,
  backupIfDue,
  backupName,
  createBackup,
  listBackups,
  startDailyBackups,
} from "./backups.server.ts";
import { type DatabaseHandle, migrate, openDatabase } from "#app/platform/db.server.ts";
import { parseEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { inquiryRow } from "#tests/fixtures/inquiry-row.ts";

const HOUR = 60 * 60 * 1000;
const SECRET = { value: "a-local-secret-of-at-least-32-characters", source: "file" } as const;

let folder = "";
let databaseFile = "";
let backups = "";
let site: DatabaseHandle;

/** A migrated site database with `count` inquiries, left open. */
async function openSite(count: number): Promise<DatabaseHandle> {
  const handle = openDatabase(`file:${databaseFile}`);
  await migrate(handle);
  for (let i = 0; i < count; i += 1) {
    await handle.db
      .insertInto("inquiries")
      .values(inquiryRow(`inquiry-${i}`, { name: `Customer ${i}`, email: `c${i}@example.co.ke` }))
      .execute();
  }
  return handle;
}

function inspect(file: string) {
  const copy = new DatabaseSync(file, { readOnly: true });
  try {
    return {
      journalMode: copy.prepare("PRAGMA journal_mode").get()?.journal_mode,
      integrity: copy.prepare("PRAGMA integrity_check").get()?.integrity_check,
      inquiries: copy.prepare("SELECT count(*) AS n FROM inquiries").get()?.n,
      label: copy.prepare(`SELECT * FROM ${BACKUP_TABLE}`).get(),
    };
  } finally {
    copy.close();
  }
}

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), "backups-"));
  databaseFile = join(folder, "data", "store.db");
  backups = join(folder, "backups");
  site = await openSite(5);
});

afterEach(async () => {
  await site.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("createBackup", () => {
  it("writes one self-contained file, owner-only, under a timestamped name", async () => {
    const now = new Date("2025-11-23T18:11:05.123Z");
    const made = await createBackup({ databaseFile, dir: backups, keep: 14, secret: SECRET, now });

    expect(made.file).toBe(join(backups, "storefront-backup-2025-11-23T18-11-05.123Z.db"));
    expect(readdirSync(backups)).toEqual(["storefront-backup-2025-11-23T18-11-05.123Z.db"]);
    expect(statSync(made.file).mode & 0o777).toBe(0o600);
    expect(made.bytes).toBe(statSync(made.file).size);
    expect(inspect(made.file)).toEqual({
      journalMode: "delete",
      integrity: "ok",
      inquiries: 5,
      label: {
        format: 1,
        created_at: now.toISOString(),
        secret_source: "file",
        secret: SECRET.value,
        secret_fingerprint: fingerprint(SECRET.value),
      },
    });
  });

  it("keeps only AUTH_SECRET's fingerprint, not the secret", async () => {
    const secret = { value: "an-environment-secret-of-32-characters", source: "env" } as const;
    const made = await createBackup({ databaseFile, dir: backups, keep: 14, secret });
    expect(inspect(made.file).label).toMatchObject({
      secret_source: "env",
      secret: null,
      secret_fingerprint: fingerprint(secret.value),
    });
  });

  it("copies writes made while the site's connection stays open", async () => {
    const first = await createBackup({ databaseFile, dir: backups, keep: 14, secret: SECRET });
    await site.db
      .insertInto("inquiries")
      .values(inquiryRow("late", { name: "Late" }))
      .execute();
    const second = await createBackup({
      databaseFile,
      dir: backups,
      keep: 14,
      secret: SECRET,
      now: new Date(Date.now() + 1000),
    });
    expect(inspect(first.file).inquiries).toBe(5);
    expect(inspect(second.file).inquiries).toBe(6);
  });

  it("keeps the newest `keep` backups and leaves other files alone", async () => {
    mkdirSync(backups);
    writeFileSync(join(backups, "notes.txt"), "the operator's own file");
    const start = Date.parse("2025-11-01T00:00:00.000Z");
    const made = [];
    for (let day = 0; day < 4; day += 1) {
      const now = new Date(start + day * 24 * HOUR);
      made.push(await createBackup({ databaseFile, dir: backups, keep: 2, secret: SECRET, now }));
    }
    expect(made.map(({ removed }) => removed)).toEqual([
      [],
      [],
      [backupName(new Date(start))],
      [backupName(new Date(start + 24 * HOUR))],
    ]);
    expect(readdirSync(backups).sort()).toEqual([
      "notes.txt",
      backupName(new Date(start + 2 * 24 * HOUR)),
      backupName(new Date(start + 3 * 24 * HOUR)),
    ]);
    expect(listBackups(backups).map(({ at }) => at.getTime())).toEqual([
      start + 3 * 24 * HOUR,
      start + 2 * 24 * HOUR,
    ]);
  });

  it("says when there is no database, and leaves nothing behind", async () => {
    await expect(
      createBackup({
        databaseFile: join(folder, "missing.db"),
        dir: backups,
        keep: 2,
        secret: undefined,
      }),
    ).rejects.toThrow(/there is no database at .*missing\.db/);
    expect(listBackups(backups)).toEqual([]);
  });
});

describe("backupIfDue", () => {
  it("takes a backup only when the newest is more than a day old", async () => {
    const options = { databaseFile, dir: backups, keep: 14, secret: SECRET };
    const t0 = Date.parse("2025-11-01T06:00:00.000Z");
    expect(await backupIfDue({ ...options, now: new Date(t0) })).toBeDefined();
    expect(await backupIfDue({ ...options, now: new Date(t0 + 23 * HOUR) })).toBeUndefined();
    expect(await backupIfDue({ ...options, now: new Date(t0 + 25 * HOUR) })).toBeDefined();
    expect(listBackups(backups)).toHaveLength(2);
  });
});

describe("startDailyBackups", () => {
  const envWith = (values: Record<string, string>) => {
    const parsed = parseEnv({ DATABASE_URL: `file:${databaseFile}`, ...values });
    if (!parsed.ok) throw new Error(parsed.errors.join("; "));
    return parsed.env;
  };

  it("is off without BACKUP_DIR", async () => {
    const daily = startDailyBackups(envWith({}), folder, { checkEveryMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await daily.stop();
    expect(readdirSync(folder).sort()).toEqual(["data"]);
  });

  it("backs up at start, then not again within the day, however often it checks", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const daily = startDailyBackups(envWith({ BACKUP_DIR: backups }), folder, { checkEveryMs: 20 });
    await expect.poll(() => listBackups(backups).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await daily.stop();
    expect(listBackups(backups)).toHaveLength(1);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Daily backup written: .*KiB\)$/));
  });

  it("logs a failure and keeps going", async () => {
    writeFileSync(backups, "a file where the folder should be");
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const daily = startDailyBackups(envWith({ BACKUP_DIR: backups }), folder, { checkEveryMs: 20 });
    await expect.poll(() => error.mock.calls.length).toBeGreaterThanOrEqual(2);
    await daily.stop();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Daily backup failed, .*ENOTDIR/));
  });

  it("on PostgreSQL, points to pg_dump once", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const env = envWith({ BACKUP_DIR: backups, DATABASE_URL: "postgres://shop@db.invalid/shop" });
    const daily = startDailyBackups(env, folder, { checkEveryMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await daily.stop();
    expect(info.mock.calls).toEqual([
      [expect.stringMatching(/PostgreSQL: back it up with pg_dump/)],
    ]);
    expect(listBackups(backups)).toEqual([]);
  });
});
