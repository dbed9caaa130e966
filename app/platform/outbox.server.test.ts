// The outbox after a mail-server outage: the real worker (its default
// intervals), the real /healthz check, a real SMTP server that refuses mail
// for a while (451), on SQLite and PostgreSQL. The outage's hours pass in a
// moment (the clock is moved on, and the worker's real sends fail at each
// step); from the mail server's return on the clock only runs, so the
// seconds measured are real ones.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { performance } from "node:perf_hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type DatabaseTarget, databaseTargets } from "#tests/fixtures/databases.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { type Db, type DatabaseHandle, openDatabase } from "./db.server.ts";
import { type Mailer, type SendEmail, createMailer } from "./mail.server.ts";
import { healthCheck } from "#app/ops/health.server.ts";
import { submitInquiry } from "#app/inquiries/store.server.ts";
import { logger } from "./logger.server.ts";
import {
  type OutboxOptions,
  type OutboxWorker,
  createOutboxWorker,
  deliverDue,
} from "./outbox.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const INBOX = "owner@example.co.ke";
const MINUTE = 60_000;

const targets = databaseTargets("outbox");

/** The one element of a list (fails on none or several). */
function only<T>(list: readonly T[]): T {
  const [first] = list;
  if (list.length !== 1 || first === undefined) throw new Error(`expected one, got ${list.length}`);
  return first;
}

/** One shop: a database, N server processes on it, each with its worker, and a mail server. */
interface Site {
  readonly name: string;
  /** The first process's connection. */
  readonly db: Db;
  readonly handles: DatabaseHandle[];
  readonly inbox: SmtpInbox;
  /** The time the site lives in: real time, plus what the test has moved it on. */
  readonly now: () => Date;
  /** Moves the clock on (the outage's hours). */
  advance(ms: number): void;
  /**
   * A worker for each process, started (and stopped by close): options on
   * top of the defaults; `wrap` sees each send.
   */
  startWorkers(
    options?: Partial<OutboxOptions>,
    wrap?: (send: SendEmail) => SendEmail,
  ): OutboxWorker[];
  queueInquiry(name: string): Promise<void>;
  pending(): Promise<{ message_id: string; attempts: number; next_attempt_at: string }[]>;
  /** Waits until no message is due or in hand: every send tried has been recorded. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

async function openSite(target: DatabaseTarget, processes: number): Promise<Site> {
  const { url, drop } = await target.create();
  const handles: DatabaseHandle[] = [];
  // The database comes migrated, as the first process would have left it.
  for (let i = 0; i < processes; i += 1) handles.push(openDatabase(url));
  const inbox = await startSmtpInbox();
  const mailers: Mailer[] = [];
  const workers: OutboxWorker[] = [];
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const db = only(handles.slice(0, 1)).db;
  const site: Site = {
    name: target.name,
    db,
    handles,
    inbox,
    now,
    advance(ms) {
      offset += ms;
    },
    startWorkers(options = {}, wrap = (send) => send) {
      const started = handles.map((handle) => {
        const mailer = createMailer({
          smtpUrl: inbox.url,
          from: "shop@example.co.ke",
          mailDir: "",
        });
        mailers.push(mailer);
        return createOutboxWorker({ db: handle.db, send: wrap(mailer.send), now, ...options });
      });
      for (const worker of started) worker.start();
      workers.push(...started);
      return started;
    },
    async queueInquiry(name) {
      await submitInquiry(
        db,
        { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.co.ke` },
        { recipient: INBOX, origin: ORIGIN, catalogue: seedCatalogue, now: now() },
      );
    },
    pending: () =>
      db
        .selectFrom("mail_outbox")
        .select(["message_id", "attempts", "next_attempt_at"])
        .where("status", "=", "pending")
        .orderBy("next_attempt_at")
        .execute(),
    async settled() {
      const busy = async () => {
        const row = await db
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("status", "=", "pending")
          .where((eb) =>
            eb.or([
              eb("lease_token", "is not", null),
              eb("next_attempt_at", "<=", now().toISOString()),
            ]),
          )
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      // Twice, a moment apart: a second worker may still be starting a probe.
      for (let i = 0; i < 2; i += 1) {
        await expect.poll(busy, { timeout: 15_000, interval: 20 }).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await busy()).toBe(0);
    },
    async close() {
      for (const worker of workers) await worker.stop();
      for (const mailer of mailers) mailer.close();
      for (const handle of handles) await handle.close();
      await drop();
      await inbox.close();
    },
  };
  return site;
}

/**
 * The mail server refuses while the clock is moved on from one retry to the
 * next, `rounds` times: the workers' real sends fail each time, so each
 * message's backoff grows as it would over the outage's hours. Inquiries
 * come in at the rounds named. Ends just after the last failed attempt.
 */
async function outage(site: Site, workers: OutboxWorker[], rounds: number, queueAt: number[]) {
  site.inbox.refusing = true;
  for (let round = 0; round < rounds; round += 1) {
    if (round > 0) {
      // On to the latest retry: every waiting message is due again.
      const latest = only((await site.pending()).slice(-1));
      site.advance(Date.parse(latest.next_attempt_at) - site.now().getTime() + 1);
    }
    if (queueAt.includes(round)) await site.queueInquiry(`Customer ${round}`);
    for (const worker of workers) worker.wake();
    await site.settled();
  }
}

/** What the logger's errors said: failed sends are expected, the worker failing never. */
function loggedErrors(): unknown[] {
  return vi.mocked(logger.error).mock.calls.map((call) => (call as unknown[])[1]);
}

describe("recovery after a mail-server outage", () => {
  beforeEach(() => {
    // The failed sends are logged as errors (which the test setup would throw on).
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
  });

  // One test for all databases, run side by side: its wait is wall-clock time.
  it(`delivers every held message once, and /healthz says ok within 60 s of the mail server's return (${targets.map((t) => t.name).join(", ")})`, async () => {
    const results = await Promise.allSettled(
      targets.map(async (target) => {
        // Two server processes on one database.
        const site = await openSite(target, 2);
        try {
          const workers = site.startWorkers();
          // /healthz as the server builds it, with the shortest alert time.
          const health = healthCheck({
            db: site.db,
            mailAlertMinutes: 1,
            now: site.now,
          });

          // About two hours of outage, three inquiries coming in during it.
          await outage(site, workers, 13, [0, 3, 6]);
          const held = await site.pending();
          expect(held).toHaveLength(6);
          // Left to their backoff, none would be tried again within the
          // minute, the oldest not for another half hour.
          const wait = (row: (typeof held)[number]) =>
            Date.parse(row.next_attempt_at) - site.now().getTime();
          expect(wait(only(held.slice(0, 1)))).toBeGreaterThan(MINUTE);
          expect(wait(only(held.slice(-1)))).toBeGreaterThan(29 * MINUTE);
          expect(await health()).toMatchObject({
            status: "degraded",
            mail: { pending: 6, oldestPendingSeconds: expect.any(Number) },
          });
          expect((await health()).mail?.oldestPendingSeconds).toBeGreaterThan(90 * 60);
          expect(site.inbox.count).toBe(0);

          // The mail server is back, just after the workers last tried it.
          site.inbox.refusing = false;
          const back = performance.now();
          await expect
            .poll(async () => (await health()).status, { timeout: 60_000, interval: 250 })
            .toBe("ok");
          const seconds = (performance.now() - back) / 1000;
          console.info(
            `${target.name}: /healthz ok ${seconds.toFixed(1)} s after the mail server's return`,
          );
          expect(seconds).toBeLessThan(60);

          for (const worker of workers) await worker.stop();
          // Each held message arrived, each once.
          const sent = await site.db
            .selectFrom("mail_outbox")
            .select(["message_id", "status"])
            .execute();
          expect(sent.every((row) => row.status === "sent")).toBe(true);
          expect(site.inbox.received.map((mail) => mail.messageId).sort()).toEqual(
            sent.map((row) => row.message_id).sort(),
          );
          expect(site.inbox.count).toBe(6);
        } finally {
          await site.close();
        }
      }),
    );
    for (const result of results) if (result.status === "rejected") throw result.reason;
    expect(new Set(loggedErrors())).toEqual(new Set(["E-mail not sent"]));
  }, 150_000);
});

describe.each(targets)("the outbox on $name", (target) => {
  let site: Site;
  beforeEach(async () => {
    site = await openSite(target, 1);
  });
  afterEach(() => site.close());

  it("a new message that goes makes the waiting ones go at once, not after their backoff", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const workers = site.startWorkers();
    await outage(site, workers, 6, [0]);
    const held = await site.pending();
    expect(held).toHaveLength(2);
    expect(
      Date.parse(only(held.slice(0, 1)).next_attempt_at) - site.now().getTime(),
    ).toBeGreaterThan(MINUTE);

    // Back; a new inquiry comes in (its sends are due at once) well before
    // the worker would next try the server by itself (30 s).
    site.inbox.refusing = false;
    await site.queueInquiry("Baraka Kamau");
    for (const worker of workers) worker.wake();
    await expect.poll(() => site.inbox.count, { timeout: 3_000, interval: 20 }).toBe(4);
    await expect.poll(async () => (await site.pending()).length).toBe(0);
    expect(new Set(site.inbox.received.map((mail) => mail.messageId)).size).toBe(4);
    expect(new Set(loggedErrors())).toEqual(new Set(["E-mail not sent"]));
  });

  it("sends as many e-mails at once as SMTP_CONNECTIONS, over that many connections, each once", async () => {
    for (let i = 0; i < 15; i += 1) await site.queueInquiry(`Customer ${i}`);
    const mailer = createMailer({
      smtpUrl: site.inbox.url,
      from: "shop@example.co.ke",
      mailDir: "",
      connections: 6,
    });
    try {
      expect(await deliverDue({ db: site.db, send: mailer.send, concurrency: 6 })).toBe(30);
    } finally {
      mailer.close();
    }
    expect(site.inbox.mostConnections).toBe(6);
    expect(new Set(site.inbox.received.map((mail) => mail.messageId)).size).toBe(30);
    const rows = await site.db.selectFrom("mail_outbox").select(["status", "attempts"]).execute();
    expect(rows).toEqual(rows.map(() => ({ status: "sent", attempts: 1 })));
  });

  it("claims in batches without sending a message twice, with two processes claiming at once", async () => {
    const pair = await openSite(target, 2);
    const mailers = pair.handles.map(() =>
      createMailer({ smtpUrl: pair.inbox.url, from: "shop@example.co.ke", mailDir: "" }),
    );
    try {
      for (let i = 0; i < 20; i += 1) await pair.queueInquiry(`Customer ${i}`);
      // Three senders in each process, batches of 5: their claims collide.
      const counts = await Promise.all(
        pair.handles.flatMap((handle, i) =>
          [0, 1, 2].map(() =>
            deliverDue({ db: handle.db, send: only(mailers.slice(i, i + 1)).send, concurrency: 5 }),
          ),
        ),
      );
      expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
      expect(pair.inbox.count).toBe(40);
      expect(new Set(pair.inbox.received.map((mail) => mail.messageId)).size).toBe(40);
    } finally {
      for (const mailer of mailers) mailer.close();
      await pair.close();
    }
  });

  it("sends the files a message carries, byte for byte", async () => {
    const pdf = Buffer.from("%PDF-1.7\n% a stand-in quote\n%%EOF\n");
    const at = new Date().toISOString();
    await site.db
      .insertInto("mail_outbox")
      .values({
        id: "with-file",
        inquiry_id: null,
        kind: "reply",
        message_id: "<with-file@shop.example.co.ke>",
        in_reply_to: null,
        recipient: "amina@example.co.ke",
        reply_to: null,
        subject: "Quotation Q-10001",
        text_body: "Your quotation is attached.",
        html_body: "<p>Your quotation is attached.</p>",
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
    await site.db
      .insertInto("mail_attachments")
      .values({
        id: "file-1",
        outbox_id: "with-file",
        filename: "Q-10001.pdf",
        content_type: "application/pdf",
        content: pdf,
      })
      .execute();
    site.startWorkers();
    await expect.poll(() => site.inbox.received.length, { timeout: 5_000 }).toBe(1);
    const [file] = site.inbox.received[0]?.attachments ?? [];
    expect(file).toMatchObject({ filename: "Q-10001.pdf", contentType: "application/pdf" });
    expect(Buffer.compare(file?.content ?? Buffer.alloc(0), pdf)).toBe(0);
  });

  it("a message refused for good waits out its backoff: the server is up, nothing to probe", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    site.inbox.unknownRecipients.add("no.such.person@example.co.ke");
    let badAttempts = 0;
    site.startWorkers({ pollMs: 50, probeMs: 400 }, (send) => (email) => {
      if (email.to === "no.such.person@example.co.ke") badAttempts += 1;
      return send(email);
    });
    // The notification goes; the acknowledgement to the address that does
    // not exist is refused (550).
    await site.queueInquiry("No Such Person");
    await expect.poll(() => site.inbox.count, { timeout: 3_000, interval: 20 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Once, or twice if the notification's success released it just after
    // its first failure; never every 400 ms.
    expect(badAttempts).toBeGreaterThanOrEqual(1);
    expect(badAttempts).toBeLessThanOrEqual(2);
    const [held] = await site.pending();
    expect(held?.attempts).toBe(badAttempts);
  });

  it("while the mail server stays down, tries one waiting message per probe interval, not all", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    site.inbox.refusing = true;
    await site.queueInquiry("Amina Otieno");
    await site.queueInquiry("Juma Njoroge");
    // Each attempt, when it began.
    const tried: number[] = [];
    const [worker] = site.startWorkers({ pollMs: 50, probeMs: 400 }, (send) => (email) => {
      tried.push(performance.now());
      return send(email);
    });
    // The four messages are tried at once (and refused); then, with their
    // backoff 5 s away, one message at a time every 400 ms.
    await expect.poll(() => tried.length, { timeout: 3_000, interval: 20 }).toBeGreaterThan(4);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await worker?.stop();
    const probes = tried.slice(4);
    expect(probes.length).toBeGreaterThanOrEqual(4);
    expect(probes.length).toBeLessThanOrEqual(7);
    for (let i = 1; i < probes.length; i += 1) {
      expect(Number(probes[i]) - Number(probes[i - 1])).toBeGreaterThanOrEqual(390);
    }
    // Each failed attempt still logged (and counted, metrics.server.test.ts).
    expect(loggedErrors()).toEqual(tried.map(() => "E-mail not sent"));
    expect(site.inbox.count).toBe(0);
    // Never given up on: all four still wait.
    expect(await site.pending()).toHaveLength(4);
  });
});
