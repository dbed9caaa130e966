import { type Kysely, sql } from "kysely";
import { logger } from "#app/server/logger.server.ts";

/**
 * What the inbox's search looks in: one lowercased text per inquiry. The
 * query (app/back-office/inbox.server.ts) uses this very expression, so that
 * PostgreSQL can answer it from the trigram index below. Unqualified
 * columns: an index expression names no table.
 */
export const INBOX_SEARCH_TEXT = `lower(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(phone_key, '') || ' ' || coalesce(message, '') || ' ' || reference)`;

// The inbox (issue 9) with 100,000 inquiries: newest first with a tie-break
// on id (its page order and the export's keyset), and substring search.
export async function up(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  await db.schema.dropIndex("inquiries_created").execute();
  await db.schema
    .createIndex("inquiries_created_id")
    .on("inquiries")
    .columns(["created_at", "id"])
    .execute();
  if (dialect !== "postgres") return;

  // A substring search ('%q%') reads every row without a trigram index.
  // pg_trgm is a trusted extension, but a role may still not be allowed to
  // create it: then search works, only slower (a savepoint keeps the
  // migration's transaction usable).
  await sql`savepoint inbox_trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index inquiries_search_trgm on inquiries using gin ((${sql.raw(INBOX_SEARCH_TEXT)}) gin_trgm_ops)`.execute(
      db,
    );
    await sql`release savepoint inbox_trigram`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint inbox_trigram`.execute(db);
    logger.warn(
      { err: error },
      "No pg_trgm: the inbox's search works without its index, more slowly",
    );
  }
}
