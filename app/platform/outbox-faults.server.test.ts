// Faults found by the fault tests: a full disk, a write that fails
// after a message was sent, the outbox's start, and a mail server that takes
// the connection and never answers. Real SQLite files, real SMTP
// conversations, real sockets.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { type Server, type Socket, connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { copyMigratedSqlite } from "#tests/fixtures/databases.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { type DatabaseHandle, openDatabase } from "./db.server.ts";
import { type Mailer, type SendEmail, createMailer } from "./mail.server.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import { inquiryApi } from "#app/inquiries/api.server.ts";
import { createInquiryIntake } from "#app/inquiries/intake.server.ts";
import { logger } from "./logger.server.ts";
import { createOutboxWorker, deliverDue } from "./outbox.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const INBOX = "owner@example.co.ke";
const inquiry = { name: "Wanjiku Mwangi", email: "wanjiku@example.co.ke" };

let inbox: SmtpInbox;
let dir = "";
let handle: DatabaseHandle;
const mailers: Mailer[] = [];

function mailer(smtpUrl: string): SendEmail {
  const created = createMailer({ smtpUrl, from: "Shop <shop@example.co.ke>", mailDir: dir });
  mailers.push(created);
  return created.send;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

beforeEach(async () => {
  inbox.received.length = 0;
  dir = mkdtempSync(join(tmpdir(), "faults-"));
  copyMigratedSqlite(join(dir, "store.db"));
  handle = openDatabase(`file:${join(dir, "store.db")}`);
});

afterEach(async () => {
  for (const m of mailers.splice(0)) m.close();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a full disk", () => {
  // SQLite's max_page_count stops the file growing, with the same error a
  // full disk gives (SQLITE_FULL), which also ends the transaction.
  async function fillDisk() {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(handle.db);
    await sql.raw(`pragma max_page_count = ${rows[0]?.page_count}`).execute(handle.db);
  }
  // Bigger than a page: storing it needs a new one.
  const big = { ...inquiry, message: "Please quote for these items. ".repeat(160) };

  it("refuses inquiries with 503 and logs the real cause", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const api = inquiryApi(
      createInquiryIntake({
        db: handle.db,
        recipient: INBOX,
        origin: ORIGIN,
        catalogue: seedCatalogue,
        rateLimit: null,
      }),
    );
    const post = () =>
      api.request("/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(big),
      });
    await fillDisk();

    expect((await post()).status).toBe(503);
    const [fields, message] = (logged.mock.calls[0] ?? []) as unknown as [{ err: unknown }, string];
    expect(message).toBe("Could not store an inquiry");
    expect(String(fields.err)).toMatch(/database or disk is full/);
    expect(String(fields.err)).not.toMatch(/no transaction is active/);
    expect(await handle.db.selectFrom("inquiries").selectAll().execute()).toEqual([]);

    // Room again: the next inquiry is taken, the database none the worse.
    await sql`pragma max_page_count = 1073741823`.execute(handle.db);
    expect((await post()).status).toBe(201);
    // Its notification to the business and acknowledgement to the customer.
    expect(
      (await handle.db.selectFrom("mail_outbox").select("kind").orderBy("kind").execute()).map(
        (row) => row.kind,
      ),
    ).toEqual(["acknowledgement", "notification"]);
  });
});

describe("recording a sent message fails", () => {
  it("records it again while the lease holds, so it is not sent twice", async () => {
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await submitInquiry(handle.db, inquiry, {
      recipient: INBOX,
      origin: ORIGIN,
      catalogue: seedCatalogue,
    });
    const smtp = mailer(inbox.url);
    // Once the mail server has the first message, the database refuses
    // writes for a moment (query_only stands in for a full disk: every
    // write fails).
    let faulted = false;
    const send: SendEmail = async (email) => {
      const result = await smtp(email);
      if (!faulted) {
        faulted = true;
        await sql`pragma query_only = on`.execute(handle.db);
        setTimeout(() => void sql`pragma query_only = off`.execute(handle.db), 600);
      }
      return result;
    };

    // One sender, so the fault hits the recording of a sent message and not
    // another sender's claim. The inquiry queued two: notification, acknowledgement.
    expect(await deliverDue({ db: handle.db, send, concurrency: 1 })).toBe(2);
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({
        err: expect.objectContaining({ message: expect.stringMatching(/readonly/) }),
      }),
      expect.stringMatching(/was sent, but recording it failed/),
    );
    const rows = await handle.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, lease_token: null });
    }

    // Long after the lease would have run out: nothing is sent again.
    const later = () => new Date(Date.now() + 60 * 60_000);
    expect(await deliverDue({ db: handle.db, send: smtp, now: later })).toBe(0);
    expect(inbox.received).toHaveLength(2);
  });
});

describe("start order", () => {
  it("the outbox sends nothing until started, once the server answers", async () => {
    await submitInquiry(handle.db, inquiry, {
      recipient: INBOX,
      origin: ORIGIN,
      catalogue: seedCatalogue,
    });
    const worker = createOutboxWorker({ db: handle.db, send: mailer(inbox.url) });
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received).toHaveLength(0);
    worker.start();
    // The notification and the acknowledgement.
    await expect.poll(() => inbox.received.length).toBe(2);
    await worker.stop();
  });
});

describe("a mail server that never answers", () => {
  let stalling = true;
  let gate: Server;
  const sockets = new Set<Socket>();

  // Takes connections and says nothing while stalling; afterwards passes
  // them through to the real inbox.
  beforeAll(async () => {
    const target = new URL(inbox.url);
    gate = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
      if (stalling) return;
      const upstream = connect(Number(target.port), target.hostname);
      sockets.add(upstream);
      upstream.on("close", () => sockets.delete(upstream));
      upstream.on("error", () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => gate.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => gate.close(resolve));
  });

  it("gives up on it after the greeting timeout, and delivers on a later attempt", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const address = gate.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const send = mailer(`smtp://127.0.0.1:${port}`);
    await submitInquiry(handle.db, inquiry, {
      recipient: INBOX,
      origin: ORIGIN,
      catalogue: seedCatalogue,
    });

    expect(await deliverDue({ db: handle.db, send })).toBe(0);
    // Both of the inquiry's messages (notification, acknowledgement) waited.
    const rows = await handle.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.last_error).toMatch(/Greeting never received/);
    }
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        attempt: 1,
        error: expect.stringMatching(/Greeting never received/),
      }),
      "E-mail not sent",
    );

    stalling = false;
    const later = () => new Date(Date.now() + 60_000);
    expect(await deliverDue({ db: handle.db, send, now: later })).toBe(2);
    expect(inbox.received).toHaveLength(2);
  }, 30_000);
});
