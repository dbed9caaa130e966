import { type Kysely, sql } from "kysely";
import { logger } from "#app/platform/logger.server.ts";

/**
 * What the inbox's search looks in: one lowercased text per inquiry. The
 * query (app/back-office/inbox.server.ts) uses this very expression, so that
 * PostgreSQL can answer it from the trigram index below. Unqualified
 * columns: an index expression names no table.
 */
export const INBOX_SEARCH_TEXT = `lower(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(phone_key, '') || ' ' || coalesce(message, '') || ' ' || reference)`;

// The inbox with 100,000 inquiries: newest first with a tie-break
// on id (its page order and the export's keyset), and substring search.
export async function up(db: Kysely<unknown>, dialect: "sqlite" | "postgres"): Promise<void> {
  await db.schema.dropIndex("inquiries_created").execute();
  await db.schema
    .createIndex("inquiries_created_id")
    .on("inquiries")
    .columns(["created_at", "id"])
    .execute();
  if (dialect === "sqlite") return sqliteSearch(db);

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

/** The searchable text of a row in a trigger (`new` or `old`), as INBOX_SEARCH_TEXT without lower(). */
function searchBody(row: "new"): string {
  return `${row}.name || ' ' || ${row}.email || ' ' || coalesce(${row}.phone, '') || ' ' || coalesce(${row}.phone_key, '') || ' ' || coalesce(${row}.message, '') || ' ' || ${row}.reference`;
}

/**
 * SQLite reads 100,000 rows' text far too slowly for '%q%' (about 100 ms a
 * column on a small server): an FTS5 index with the trigram tokenizer
 * answers LIKE '%q%' from the index, case-insensitively. FTS5 rows are
 * keyed by integers; inquiries' rowid may change on VACUUM, so each inquiry
 * gets its own key here, and triggers keep the index in step.
 */
async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create table inquiry_search_keys (
    key integer primary key,
    inquiry_id text not null unique
  )`.execute(db);
  await sql`create virtual table inquiry_search using fts5(body, tokenize = 'trigram')`.execute(db);
  const key = (row: "new" | "old") =>
    `(select key from inquiry_search_keys where inquiry_id = ${row}.id)`;
  await sql
    .raw(
      `create trigger inquiries_search_insert after insert on inquiries begin
        insert into inquiry_search_keys (inquiry_id) values (new.id);
        insert into inquiry_search (rowid, body) values (${key("new")}, ${searchBody("new")});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger inquiries_search_update after update of id, name, email, phone, phone_key, message, reference on inquiries begin
        delete from inquiry_search where rowid = ${key("old")};
        update inquiry_search_keys set inquiry_id = new.id where inquiry_id = old.id;
        insert into inquiry_search (rowid, body) values (${key("new")}, ${searchBody("new")});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger inquiries_search_delete after delete on inquiries begin
        delete from inquiry_search where rowid = ${key("old")};
        delete from inquiry_search_keys where inquiry_id = old.id;
      end`,
    )
    .execute(db);
  // The inquiries already there.
  await sql`insert into inquiry_search_keys (inquiry_id) select id from inquiries order by created_at, id`.execute(
    db,
  );
  await sql
    .raw(
      `insert into inquiry_search (rowid, body)
        select k.key, ${searchBody("new")} from inquiries new join inquiry_search_keys k on k.inquiry_id = new.id`,
    )
    .execute(db);
}
