// Restoring real backups into real SQLite files: the checks that refuse a
// bad file or the wrong secret, and what a restore leaves behind.

import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
  closeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AuthSecret, fingerprint } from "#app/accounts/auth-secret.server.ts";
import { addPhoto, mainPictures, photoVariant } from "#app/catalogue/photos.server.ts";
import { createBackup } from "./backups.server.ts";
import { type Db, type DatabaseHandle, migrate, openDatabase } from "#app/platform/db.server.ts";
import { inquiryRow } from "#tests/fixtures/inquiry-row.ts";
import { type BackupLabel, databaseInUse, planSecret, restoreBackup } from "./restore.server.ts";

const LOCAL: AuthSecret = { value: "a-local-secret-of-at-least-32-characters", source: "file" };
const FROM_ENV: AuthSecret = { value: "the-environment-secret-of-32-characters", source: "env" };

let folder = "";
const handles: DatabaseHandle[] = [];

/** A site database at `file` with these inquiry ids, left open as a server leaves it. */
async function site(file: string, ids: string[]): Promise<DatabaseHandle> {
  const handle = openDatabase(`file:${file}`);
  handles.push(handle);
  await migrate(handle);
  for (const id of ids) {
    await handle.db
      .insertInto("inquiries")
      .values(inquiryRow(id, { email: "c@example.co.ke" }))
      .execute();
  }
  return handle;
}

async function closeAll() {
  for (const handle of handles.splice(0)) await handle.close();
}

function inquiryIds(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare("SELECT id FROM inquiries ORDER BY id")
      .all()
      .map((row) => String(row.id));
  } finally {
    db.close();
  }
}

/** A backup of a site holding inquiries a and b. */
async function backupOf(secret: AuthSecret | undefined = LOCAL): Promise<string> {
  await site(join(folder, "old", "store.db"), ["a", "b"]);
  const made = await createBackup({
    databaseFile: join(folder, "old", "store.db"),
    dir: join(folder, "backups"),
    keep: 14,
    secret,
  });
  await closeAll();
  return made.file;
}

const target = () => join(folder, "new", "store.db");
const restore = (file: string, more: { envSecret?: string; whileRunning?: boolean } = {}) =>
  restoreBackup({
    file,
    databaseFile: target(),
    dataDir: join(folder, "new"),
    envSecret: undefined,
    ...more,
  });

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "restore-"));
});

afterEach(async () => {
  await closeAll();
  rmSync(folder, { recursive: true, force: true });
});

describe("restoreBackup", () => {
  it("restores the database and the local secret into a new data folder", async () => {
    const file = await backupOf();
    const done = restore(file);

    expect(inquiryIds(target())).toEqual(["a", "b"]);
    expect(readFileSync(join(folder, "new", "auth-secret"), "utf8")).toBe(LOCAL.value);
    expect(statSync(target()).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(folder, "new")).sort()).toEqual(["auth-secret", "store.db"]);
    const restored = new DatabaseSync(target(), { readOnly: true });
    expect(restored.prepare("PRAGMA integrity_check").get()?.integrity_check).toBe("ok");
    // The label, with its copy of the secret, stays in the backup only.
    expect(
      restored.prepare("SELECT name FROM sqlite_master WHERE name = 'storefront_backup'").get(),
    ).toBeUndefined();
    restored.close();
    expect(done).toEqual([
      expect.stringMatching(/^Checked .*: made .*, integrity ok, migrations 0001-inquiries, /),
      `Restored ${target()}: 2 inquiries, 0 accounts.`,
      `Auth secret: restored to ${join(folder, "new", "auth-secret")}.`,
      expect.stringMatching(/^Next: start the server/),
    ]);
  });

  it("carries the product photos and their variants, byte for byte", async () => {
    const handle = await site(join(folder, "old", "store.db"), ["a"]);
    const upload = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#0ea5e9" },
    })
      .jpeg()
      .toBuffer();
    await addPhoto(handle.db, "1", upload, {
      alt: "A blue wireless mouse",
      actor: { id: "owner-1", name: "Grace Kamau" },
    });
    const photos = (db: Db) =>
      Promise.all([
        db.selectFrom("product_photos").selectAll().execute(),
        db.selectFrom("photo_variants").selectAll().orderBy("name").execute(),
      ]);
    const before = await photos(handle.db);
    const made = await createBackup({
      databaseFile: join(folder, "old", "store.db"),
      dir: join(folder, "backups"),
      keep: 14,
      secret: LOCAL,
    });
    await closeAll();

    restore(made.file);
    const restored = openDatabase(`file:${target()}`);
    handles.push(restored);
    const after = await photos(restored.db);
    expect(after).toEqual(before);
    expect(after[0]).toHaveLength(1);
    expect(after[1].length).toBeGreaterThan(0);
    // Served from the restored database as before.
    const src = (await mainPictures(restored.db)).get("1")?.src ?? "";
    const served = await photoVariant(restored.db, src.slice("/photos/".length));
    expect(served?.bytes).toEqual(after[1].find((variant) => src.endsWith(variant.name))?.bytes);
  });

  it("keeps the database it replaces whole, its WAL included, and leaves no stale WAL", async () => {
    const file = await backupOf();
    // A database as a crashed server leaves it: rows only in its -wal file.
    const crashed = join(folder, "crashed");
    const live = await site(join(crashed, "store.db"), ["c"]);
    mkdirSync(join(folder, "new"));
    for (const suffix of ["", "-wal", "-shm"]) {
      copyFileSync(join(crashed, `store.db${suffix}`), target() + suffix);
    }
    await live.close();

    const now = new Date("2025-11-23T18:00:00.000Z");
    const done = restoreBackup({
      file,
      databaseFile: target(),
      dataDir: join(folder, "new"),
      envSecret: undefined,
      now,
    });

    const aside = `${target()}.before-restore-2025-11-23T18-00-00.000Z`;
    expect(done).toContain(`Kept the database it replaces as ${aside}.`);
    expect(inquiryIds(aside)).toEqual(["c"]);
    expect(inquiryIds(target())).toEqual(["a", "b"]);
    expect(existsSync(`${target()}-wal`)).toBe(false);
  });

  it("refuses to replace a database a running server has open, unless told to", async () => {
    const file = await backupOf();
    await site(target(), ["c"]);
    expect(databaseInUse(target())).toBe(true);
    expect(() => restore(file)).toThrow(
      `a running server is using ${target()}: stop it first (e.g. systemctl stop storefront), or add --while-running to replace it anyway`,
    );
    expect(inquiryIds(target())).toEqual(["c"]);

    expect(restore(file, { whileRunning: true })).toContain(
      "Restart the server now: it still has the old database open.",
    );
    expect(inquiryIds(target())).toEqual(["a", "b"]);
    await closeAll();
    expect(databaseInUse(target())).toBe(false);
  });

  it("refuses a missing file, a file that is not a backup, and a damaged backup", async () => {
    const file = await backupOf();
    const text = join(folder, "notes.txt");
    writeFileSync(text, "not a database at all ".repeat(100));
    const plain = join(folder, "plain.db");
    await site(plain, ["c"]);
    await closeAll();
    const damaged = join(folder, "damaged.db");
    copyFileSync(file, damaged);
    // Scribbles over the inquiries table's first page, past its header.
    const db = new DatabaseSync(damaged, { readOnly: true });
    const page = Number(db.prepare("PRAGMA page_size").get()?.page_size);
    const root = Number(
      db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'inquiries'").get()?.rootpage,
    );
    db.close();
    const fd = openSync(damaged, "r+");
    writeSync(fd, Buffer.alloc(page - 200, 0xa5), 0, page - 200, (root - 1) * page + 100);
    closeSync(fd);

    expect(() => restore(join(folder, "missing.db"))).toThrow(/missing\.db: no such file$/);
    expect(() => restore(text)).toThrow(/notes\.txt is not a backup of this site: not a SQLite/);
    expect(() => restore(plain)).toThrow(
      /plain\.db is a SQLite database, but not a backup made by/,
    );
    expect(() => restore(damaged)).toThrow(
      /damaged\.db is damaged: PRAGMA integrity_check says (?!\*\*\*)/,
    );
    expect(existsSync(join(folder, "new"))).toBe(false);
  });

  it("refuses a backup from a newer version of the site", async () => {
    const file = await backupOf();
    const db = new DatabaseSync(file);
    db.exec("INSERT INTO kysely_migration (name, timestamp) VALUES ('0099-future', 'x')");
    db.close();
    expect(() => restore(file)).toThrow(/newer version of the site \(migrations 0099-future are/);
  });

  it("refuses when AUTH_SECRET is not the one the backup was made with", async () => {
    const file = await backupOf(FROM_ENV);
    expect(() => restore(file, { envSecret: "some-other-secret-of-at-least-32-chars" })).toThrow(
      /is not the secret the backup was made with/,
    );
    expect(existsSync(target())).toBe(false);
    expect(restore(file, { envSecret: FROM_ENV.value })).toContain(
      `AUTH_SECRET matches the backup's (fingerprint ${fingerprint(FROM_ENV.value)}).`,
    );
    // The environment's secret is never written to a file.
    expect(existsSync(join(folder, "new", "auth-secret"))).toBe(false);
  });
});

describe("planSecret", () => {
  const label = (secret: AuthSecret | undefined): BackupLabel => ({
    createdAt: "2025-11-23T18:00:00.000Z",
    migrations: [],
    secretSource: secret?.source ?? null,
    secret: secret?.source === "file" ? secret.value : null,
    secretFingerprint: secret ? fingerprint(secret.value) : null,
  });
  const other = "yet-another-secret-of-at-least-32-chars";

  it("writes a local secret back to its file", () => {
    expect(planSecret(label(LOCAL), undefined, false)).toEqual({ write: LOCAL.value });
  });

  it("checks AUTH_SECRET against the backup's, naming both fingerprints", () => {
    expect(planSecret(label(FROM_ENV), FROM_ENV.value, false)).toEqual({
      note: expect.stringMatching(/^AUTH_SECRET matches/),
    });
    expect(planSecret(label(LOCAL), LOCAL.value, false)).toEqual({
      note: expect.stringMatching(/^AUTH_SECRET matches/),
    });
    expect(() => planSecret(label(FROM_ENV), other, false)).toThrow(
      `AUTH_SECRET (fingerprint ${fingerprint(other)}) is not the secret the backup was made with (fingerprint ${fingerprint(FROM_ENV.value)}): set AUTH_SECRET to that one, or add --new-secret`,
    );
    expect(() => planSecret(label(LOCAL), other, false)).toThrow(/is not the secret/);
  });

  it("asks for AUTH_SECRET when the backup was made with one", () => {
    expect(() => planSecret(label(FROM_ENV), undefined, false)).toThrow(
      `the backup was made with AUTH_SECRET set (fingerprint ${fingerprint(FROM_ENV.value)}): set the same AUTH_SECRET`,
    );
  });

  it("goes on with --new-secret, and with a backup that has no secret", () => {
    expect(planSecret(label(FROM_ENV), other, true)).toEqual({ note: expect.any(String) });
    expect(planSecret(label(FROM_ENV), undefined, true)).toEqual({ note: expect.any(String) });
    expect(planSecret(label(undefined), other, false)).toEqual({
      note: "The backup holds no auth secret (the site had none yet).",
    });
  });
});
