// The outbox worker: sends queued e-mails, retries with backoff, survives
// restarts (the queue is in the database) and never sends one message from
// two places at once. Messages are claimed with a single conditional UPDATE
// (a lease on each row): of several processes sharing a database, exactly
// one wins each message. A claim takes one message per SMTP connection.
//
// Recovery does not wait for the backoff: while mail waits, each worker tries
// the mail server again at least every PROBE_MS (one waiting message, claimed
// like any send, so a dead server sees one attempt per interval per process).
// Once the server takes any message (that probe, or a new one), every message
// waiting out a backoff is made due at once and the worker goes on sending
// them. The backoff only spaces one message's own attempts.

import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { MailOutboxTable } from "../../db/schema.ts";
import type { Db } from "./db.server.ts";
import { ENV_DEFAULTS } from "./env.server.ts";
import type { SendEmail } from "./mail.server.ts";
import { logger } from "./logger.server.ts";
import { countSendFailure } from "#app/ops/metrics.server.ts";

export interface OutboxOptions {
  readonly db: Db;
  readonly send: SendEmail;
  /** How long a claim lasts; a process that dies mid-send frees it then. */
  readonly leaseMs?: number;
  /** How often to look for due messages when nothing wakes the worker. */
  readonly pollMs?: number;
  /**
   * While mail waits out its backoff, the worker tries one waiting message
   * ahead of time when the mail server has not been tried for this long.
   */
  readonly probeMs?: number;
  /** Messages claimed together and sent at once: one per SMTP connection (SMTP_CONNECTIONS). */
  readonly concurrency?: number;
  /** Stops the senders after the message in hand (shutdown). */
  readonly signal?: AbortSignal;
  readonly now?: () => Date;
}

/**
 * One message's retries: 5 s, 10 s, 20 s… capped at 30 minutes, and never
 * given up on. The mail server itself is tried more often (PROBE_MS).
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * While mail waits, the mail server is tried at least this often: so mail
 * flows again within about this long (plus one poll) of the server's return,
 * well inside the shortest MAIL_ALERT_MINUTES (1).
 */
export const PROBE_MS = 30_000;

/** Messages claimed together by one conditional UPDATE: a lease token, and the ids it won. */
type Claimed = { ids: string[]; token: string };

/**
 * Claims up to `limit` due messages; or, `ahead`, the next ones waiting out
 * a backoff (a probe), however long they still had to wait. Each row is
 * taken only if no live lease holds it, so of several processes claiming
 * at once each message goes to one.
 */
async function claimNext(
  db: Db,
  now: Date,
  leaseMs: number,
  { ahead = false, limit = 1 } = {},
): Promise<Claimed | null> {
  const nowIso = now.toISOString();
  // A few tries: other processes may win every row we picked.
  for (let i = 0; i < 5; i += 1) {
    const candidates = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "=", "pending")
      .$if(ahead, (qb) => qb.where("attempts", ">", 0))
      .$if(!ahead, (qb) => qb.where("next_attempt_at", "<=", nowIso))
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", nowIso)]))
      .orderBy("next_attempt_at")
      .limit(limit)
      .execute();
    if (candidates.length === 0) return null;
    const ids = candidates.map((row) => row.id);
    const token = randomUUID();
    const result = await db
      .updateTable("mail_outbox")
      .set({
        lease_token: token,
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      })
      .where("id", "in", ids)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", nowIso)]))
      .executeTakeFirst();
    const won = Number(result.numUpdatedRows);
    if (won === ids.length) return { ids, token };
    if (won > 0) {
      const mine = await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("lease_token", "=", token)
        .execute();
      return { ids: mine.map((row) => row.id), token };
    }
  }
  return null;
}

/**
 * Records a sent message, trying again while the lease is still ours: a
 * write that fails (a full disk) would otherwise free the lease, and the
 * message would be sent again (with the same Message-ID) when it ran out.
 */
async function recordSent(
  write: () => Promise<unknown>,
  { leaseMs, what }: { leaseMs: number; what: string },
): Promise<void> {
  const giveUpAt = Date.now() + leaseMs / 2;
  for (let waitMs = 250; ; waitMs *= 2) {
    try {
      await write();
      return;
    } catch (error) {
      if (Date.now() + waitMs > giveUpAt) throw error;
      logger.warn(
        { err: error, waitMs },
        `${what} was sent, but recording it failed: trying again in ${waitMs} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/**
 * Makes every message waiting out a backoff due now: the mail server has
 * just taken one, so the others need not wait out their own backoff.
 * Returns how many. A failure here costs only time (the waiting messages
 * keep their backoff, and the next probe tries again), so it is logged,
 * not thrown: the message just sent is recorded and the senders go on.
 */
async function releaseWaiting(db: Db, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  try {
    const result = await db
      .updateTable("mail_outbox")
      // Due since it was queued: the backlog is claimed oldest first, so the
      // customers who waited longest (and /healthz's oldest) go first.
      .set((eb) => ({ next_attempt_at: eb.ref("created_at") }))
      .where("status", "=", "pending")
      .where("attempts", ">", 0)
      .where("next_attempt_at", ">", nowIso)
      .executeTakeFirst();
    const released = Number(result.numUpdatedRows);
    if (released > 0) {
      logger.info({ released }, "The mail server took an e-mail: the waiting ones are due again");
    }
    return released;
  } catch (error) {
    logger.warn({ err: error }, "Could not make the waiting e-mails due: they keep their backoff");
    return 0;
  }
}

/**
 * Sends every message that is due now, `concurrency` at a time: claimed
 * together, sent at once (one SMTP connection each), the sent ones recorded
 * together, so that a backlog costs two writes per batch, not per message.
 * Once one is sent, the messages waiting out a backoff are made due (once
 * a call) and sent too. Returns how many were sent.
 */
export async function deliverDue(options: OutboxOptions): Promise<number> {
  const { db, leaseMs = 60_000, now = () => new Date(), signal } = options;
  let sent = 0;
  let released = false;
  while (!signal?.aborted) {
    const claim = await claimNext(db, now(), leaseMs, {
      limit: options.concurrency ?? ENV_DEFAULTS.SMTP_CONNECTIONS,
    });
    if (!claim) break;
    const went = await sendClaimed(claim, options);
    sent += went;
    if (went > 0 && !released) {
      released = true;
      await releaseWaiting(db, now());
    }
  }
  return sent;
}

/**
 * Tries the mail server with one message waiting out a backoff, ahead of
 * time: claimed like any send, recorded like any send. When it goes, the
 * other waiting messages are made due (the caller then sends them). Null
 * when no message waits; otherwise whether it was sent.
 */
export async function probeWaiting(options: OutboxOptions): Promise<boolean | null> {
  const { db, leaseMs = 60_000, now = () => new Date(), signal } = options;
  if (signal?.aborted) return null;
  const claim = await claimNext(db, now(), leaseMs, { ahead: true });
  if (!claim) return null;
  const sent = (await sendClaimed(claim, options)) > 0;
  if (sent) await releaseWaiting(db, now());
  return sent;
}

/**
 * Sends the claimed messages at once and records the outcomes: the sent
 * ones together, each failure with its next attempt. Returns how many went.
 */
async function sendClaimed(claim: Claimed, options: OutboxOptions): Promise<number> {
  const { db, leaseMs = 60_000, now = () => new Date() } = options;
  const rows = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("id", "in", claim.ids)
    .where("lease_token", "=", claim.token)
    .execute();
  const outcomes = await Promise.all(rows.map((row) => sendOne(row, claim.token, options)));
  const sent = rows.filter((_, i) => outcomes[i]).map((row) => row.id);
  if (sent.length === 0) return 0;
  await recordSent(
    () =>
      db
        .updateTable("mail_outbox")
        .set((eb) => ({
          status: "sent",
          sent_at: now().toISOString(),
          attempts: eb("attempts", "+", 1),
          lease_token: null,
          lease_until: null,
          last_error: null,
        }))
        .where("id", "in", sent)
        .where("lease_token", "=", claim.token)
        .execute(),
    { leaseMs, what: sent.length === 1 ? `The e-mail ${sent[0]}` : `${sent.length} e-mails` },
  );
  return sent.length;
}

/** Sends one claimed message; a failure is recorded with its next attempt. Whether it went. */
async function sendOne(
  row: Selectable<MailOutboxTable>,
  token: string,
  { db, send, now = () => new Date() }: OutboxOptions,
): Promise<boolean> {
  const attachments = await db
    .selectFrom("mail_attachments")
    .select(["filename", "content_type", "content"])
    .where("outbox_id", "=", row.id)
    .orderBy("id")
    .execute();
  const result = await send({
    to: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    messageId: row.message_id,
    inReplyTo: row.in_reply_to,
    attachments: attachments.map((file) => ({
      filename: file.filename,
      contentType: file.content_type,
      content: file.content,
    })),
  });
  if (result.ok) return true;
  const attempts = row.attempts + 1;
  countSendFailure();
  logger.error(
    {
      mailId: row.id,
      kind: row.kind,
      inquiryId: row.inquiry_id,
      attempt: attempts,
      error: result.error,
    },
    "E-mail not sent",
  );
  await db
    .updateTable("mail_outbox")
    .set({
      attempts,
      last_error: result.error.slice(0, 1000),
      next_attempt_at: new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
      lease_token: null,
      lease_until: null,
    })
    .where("id", "=", row.id)
    .where("lease_token", "=", token)
    .execute();
  return false;
}

export interface OutboxWorker {
  /** Starts sending: once the server answers, so a start is not slowed by a backlog. */
  start(): void;
  /** Look for due messages now (after a new inquiry, say); nothing before start. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Looks for due messages every `pollMs` and when woken. After a look that
 * leaves mail waiting, while the mail server seems down, and `probeMs` since
 * this process last tried it, it tries one waiting message ahead of its
 * backoff (probeWaiting); if that goes, it sends the rest at once. A message
 * the server refused for good (a bad address) says the server is up: it
 * waits out its own backoff rather than being tried every `probeMs`.
 */
export function createOutboxWorker(options: OutboxOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 5_000;
  const probeMs = options.probeMs ?? PROBE_MS;
  const now = options.now ?? (() => new Date());
  const controller = new AbortController();
  // When this process last tried the mail server, by any send, and whether
  // that answer says the server is down (unknown at start: try it once).
  let triedAt = -Infinity;
  let serverDown = true;
  const sending: OutboxOptions = {
    ...options,
    signal: controller.signal,
    send: async (email) => {
      triedAt = now().getTime();
      const result = await options.send(email);
      serverDown = !result.ok && !result.permanent;
      return result;
    },
  };
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    if (!started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue(sending);
          const since = now().getTime() - triedAt;
          const probe = !stopped && serverDown && (since >= probeMs || since < 0);
          if (probe && (await probeWaiting(sending))) {
            again = true;
          }
        } catch (error) {
          logger.error({ err: error }, "Outbox worker failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  return {
    start() {
      if (started) return;
      started = true;
      timer = setInterval(run, pollMs);
      timer.unref();
      run();
    },
    wake: run,
    async stop() {
      stopped = true;
      controller.abort();
      clearInterval(timer);
      await running;
    },
  };
}
