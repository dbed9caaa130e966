// Notices between server processes on one PostgreSQL (LISTEN/NOTIFY): a
// change one process makes, the others hear of at once. A notice sent
// while a listener is disconnected is lost, so a listener is told when it
// (re)connects, to check for what it missed. SQLite has no such thing:
// there the listener is told nothing and callers check on a timer.

import pg from "pg";
import { sql } from "kysely";
import { type Db, dialectOf } from "./db.server.ts";
import { sqliteFile } from "./env.server.ts";
import { logger } from "./logger.server.ts";

const RECONNECT_MS = 1000;

/** Sends a notice on `channel` (a plain identifier) to every listener; nothing on SQLite. */
export async function notify(db: Db, channel: string): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  await sql`select pg_notify(${channel}, '')`.execute(db);
}

/**
 * Listens on `channel` with a connection of its own, reconnecting when it
 * drops; `onNotice` runs for every notice and after every (re)connection.
 * Returns how to stop, or null on SQLite.
 */
export function listen(
  databaseUrl: string,
  channel: string,
  onNotice: () => void,
): (() => Promise<void>) | null {
  if (sqliteFile(databaseUrl)) return null;
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    // An 'error' unhandled would end the process; 'end' follows it.
    next.on("error", (error) => logger.warn({ err: error, channel }, "Lost the notice connection"));
    next.on("end", () => {
      if (client === next) client = null;
      retry();
    });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotice();
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      client = next;
      if (stopped) await next.end();
      else onNotice();
    } catch (error) {
      logger.warn({ err: error, channel }, "Could not listen for notices; trying again");
      await next.end().catch(() => undefined);
      retry();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
