import type { Kysely } from "kysely";

// The row /healthz writes on each check, so that it stops saying "ok" when
// the database cannot take writes (app/ops/health.server.ts). Holds one
// row between checks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("health_probe")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("checked_at", "text", (c) => c.notNull())
    .addColumn("filler", "text", (c) => c.notNull())
    .execute();
}
