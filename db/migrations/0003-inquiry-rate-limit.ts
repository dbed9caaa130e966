import type { Kysely } from "kysely";

// Inquiries sent per client, kept in the database so that the limit holds
// across restarts and across server processes on one database
// (app/inquiries/rate-limit.server.ts). Times as in 0001: ISO-8601 text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("inquiry_rate_limit")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("reset_at", "text", (c) => c.notNull())
    .execute();
}
