// /healthz's verdicts against a real database, with a clock the test moves:
// the mail backlog ages without waiting, and a full disk is SQLite's own
// SQLITE_FULL (PRAGMA max_page_count), as a full disk raises it.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { type DatabaseHandle, migrate, openDatabase } from "#app/platform/db.server.ts";
import { createMailer } from "#app/platform/mail.server.ts";
import type { MailboxState } from "#app/inquiries/mail-in/reader.server.ts";
import { healthCheck } from "./health.server.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { deliverDue } from "#app/platform/outbox.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const MINUTE = 60_000;
const inquiry = { name: "Amina Otieno", email: "amina@example.co.ke", message: "Two printers" };

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

describe.each(databaseTargets("health"))("/healthz on $name", (target) => {
  let url = "";
  let drop: () => Promise<void> = async () => undefined;
  const handles: DatabaseHandle[] = [];
  let handle: DatabaseHandle;
  let clock: Date;
  const now = () => clock;

  async function open(): Promise<DatabaseHandle> {
    const opened = openDatabase(url);
    // As the server does at start: a no-op on the migrated copy, but it
    // opens the connection that "does not answer" closes.
    await migrate(opened);
    handles.push(opened);
    return opened;
  }

  beforeEach(async () => {
    ({ url, drop } = await target.create());
    handle = await open();
    clock = new Date("2026-03-02T08:00:00.000Z");
    inbox.refusing = false;
  });

  afterEach(async () => {
    for (const opened of handles.splice(0)) await opened.close();
    await drop();
  });

  const check = (db = handle.db) => healthCheck({ db, mailAlertMinutes: 60, now, reuseMs: 0 });

  it("says ok with an empty outbox, and leaves one probe row behind", async () => {
    const health = check();
    expect(await health()).toMatchObject({
      status: "ok",
      database: "ok",
      mail: { pending: 0, oldestPendingSeconds: null },
      uptime: expect.any(Number),
    });
    expect((await health()).reasons).toBeUndefined();
    const probes = await handle.db.selectFrom("health_probe").select("checked_at").execute();
    expect(probes).toEqual([{ checked_at: clock.toISOString() }]);
  });

  it("says degraded, with the reason, once mail has waited longer than MAIL_ALERT_MINUTES", async () => {
    const health = check();
    await submitInquiry(handle.db, inquiry, {
      recipient: "owner@example.co.ke",
      origin: ORIGIN,
      catalogue: seedCatalogue,
      now: clock,
    });
    clock = new Date(clock.getTime() + 60 * MINUTE);
    expect(await health()).toMatchObject({
      status: "ok",
      // The notification to the business and the acknowledgement to the customer.
      mail: { pending: 2, oldestPendingSeconds: 3600 },
    });

    clock = new Date(clock.getTime() + MINUTE + 1000);
    const late = await health();
    expect(late).toMatchObject({
      status: "degraded",
      database: "ok",
      mail: { pending: 2, oldestPendingSeconds: 3661 },
    });
    expect(late.reasons).toEqual([expect.stringMatching(/undelivered e-mail.*61 minutes/)]);

    // The mail server takes it: ok again.
    const mailer = createMailer({ smtpUrl: inbox.url, from: "shop@example.co.ke", mailDir: "" });
    try {
      expect(await deliverDue({ db: handle.db, send: mailer.send, now })).toBe(2);
    } finally {
      mailer.close();
    }
    expect(await health()).toMatchObject({ status: "ok", mail: { pending: 0 } });
  });

  it("reports the mailbox's reading, and says degraded once it has failed longer than MAIL_ALERT_MINUTES", async () => {
    let state: MailboxState = { readAt: clock.toISOString(), failingSince: null, error: null };
    const health = healthCheck({
      db: handle.db,
      mailAlertMinutes: 60,
      mailbox: () => state,
      now,
      reuseMs: 0,
    });
    expect(await health()).toMatchObject({ status: "ok", mailbox: state });
    const failingSince = clock.toISOString();
    const error = "the mail server refused the login: check the user and password in IMAP_URL";
    state = { ...state, failingSince, error };
    clock = new Date(clock.getTime() + 60 * MINUTE);
    expect(await health()).toMatchObject({ status: "ok", mailbox: { failingSince, error } });
    clock = new Date(clock.getTime() + 2 * MINUTE);
    const failing = await health();
    expect(failing).toMatchObject({ status: "degraded", database: "ok" });
    expect(failing.reasons).toEqual([
      `mailbox: customers' e-mail has not been read for 62 minutes (${error}); check IMAP_URL and the log`,
    ]);
    // Without IMAP_URL there is no mailbox to speak of.
    expect(await check()()).not.toHaveProperty("mailbox");
  });

  it("reuses a result for a few seconds: a flood of probes is not a flood of writes", async () => {
    const health = healthCheck({ db: handle.db, mailAlertMinutes: 60, now, reuseMs: 5000 });
    const first = await health();
    await submitInquiry(handle.db, inquiry, {
      recipient: "owner@example.co.ke",
      origin: ORIGIN,
      catalogue: seedCatalogue,
      now: clock,
    });
    clock = new Date(clock.getTime() + 4999);
    expect(await health()).toBe(first);
    clock = new Date(clock.getTime() + 1);
    expect(await health()).toMatchObject({ mail: { pending: 2 } });
  });

  it("says unavailable when the database does not answer", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const closed = await open();
    await closed.close();
    handles.splice(handles.indexOf(closed), 1);
    expect(await check(closed.db)()).toMatchObject({
      status: "unavailable",
      database: "unreachable",
      reasons: ["the database does not answer"],
      mail: null,
    });
    expect(logged).toHaveBeenCalled();
  });

  if (target.name === "SQLite") {
    it("says unavailable when the disk is full, and ok once there is room again", async () => {
      const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const health = check();
      expect((await health()).status).toBe("ok");
      // The database may not grow: what a full disk does to it.
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(handle.db);
      const pages = Number(rows[0]?.page_count);
      await sql`pragma max_page_count = ${sql.lit(pages)}`.execute(handle.db);
      // Inquiries are taken while free pages last, then refused.
      let refused: unknown;
      for (let i = 0; i < 100 && !refused; i += 1) {
        await submitInquiry(handle.db, inquiry, {
          recipient: "owner@example.co.ke",
          origin: ORIGIN,
          catalogue: seedCatalogue,
          now: clock,
        }).catch((error: unknown) => {
          refused = error;
        });
      }
      expect(refused).toBeInstanceOf(Error);

      expect(await health()).toMatchObject({
        status: "unavailable",
        database: "read-only",
        reasons: [expect.stringContaining("cannot take writes")],
        mail: { pending: expect.any(Number) },
      });
      expect(logged).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: expect.stringMatching(/full/) }) },
        "Health check: the database cannot take a write",
      );

      await sql`pragma max_page_count = ${sql.lit(pages * 2)}`.execute(handle.db);
      expect((await health()).status).toBe("ok");
    });
  }

  if (target.name === "PostgreSQL") {
    it("says unavailable when the database takes no writes (a read-only server)", async () => {
      const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const name = new URL(url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`alter database ${name} set default_transaction_read_only = on`);
      } finally {
        await admin.end();
      }
      // Connections opened from now on are read-only (the schema is in place).
      const readOnly = openDatabase(url);
      handles.push(readOnly);
      expect(await check(readOnly.db)()).toMatchObject({
        status: "unavailable",
        database: "read-only",
        mail: { pending: 0 },
      });
      expect(logged).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: expect.stringContaining("read-only") }) },
        "Health check: the database cannot take a write",
      );
    });
  }
});
