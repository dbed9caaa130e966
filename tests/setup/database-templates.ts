// Vitest's globalSetup: migrates one SQLite file and, with TEST_DATABASE_URL,
// one PostgreSQL database, once per run. Each test's database is a copy of
// one of them (tests/fixtures/databases.ts); the workers find them through
// the environment, which they inherit from this process.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { migrate, openDatabase } from "#app/platform/db.server.ts";
import { TEMPLATE_ENV, postgresUrl } from "#tests/fixtures/databases.ts";
import { createTestDatabase, sealTemplate } from "#tests/fixtures/postgres.ts";

export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), "storefront-template-"));
  const removeFolder = async () => rmSync(folder, { recursive: true, force: true });
  let dropPostgres = async () => {};
  const teardown = async () => {
    await dropPostgres();
    await removeFolder();
  };
  try {
    const file = join(folder, "store.db");
    const sqlite = openDatabase(`file:${file}`);
    try {
      await migrate(sqlite);
      // Everything in the main file, so copying that file alone copies it all.
      await sql`pragma wal_checkpoint(truncate)`.execute(sqlite.db);
    } finally {
      await sqlite.close();
    }
    process.env[TEMPLATE_ENV.sqlite] = file;

    if (postgresUrl) {
      const created = await createTestDatabase(postgresUrl, "storefront_template");
      dropPostgres = created.drop;
      const postgres = openDatabase(created.url);
      try {
        await migrate(postgres);
      } finally {
        // Its pool closed: nobody may be connected to a template being copied.
        await postgres.close();
      }
      await sealTemplate(postgresUrl, created.name);
      process.env[TEMPLATE_ENV.postgres] = created.name;
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
