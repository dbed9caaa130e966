// The outbox worker: sends queued e-mails, retries with backoff, survives
// restarts (the queue is in the database) and never sends one message from
// two places at once. A message is claimed with a single conditional UPDATE
// (a lease): of several processes sharing a database, exactly one wins it.

import { randomUUID } from "node:crypto";
import type { Db } from "./db.server.ts";
import type { SendEmail } from "./email.server.ts";
import { logger } from "./logger.server.ts";
import { countSendFailure } from "./metrics.server.ts";

export interface OutboxOptions {
  readonly db: Db;
  readonly send: SendEmail;
  /** How long a claim lasts; a process that dies mid-send frees it then. */
  readonly leaseMs?: number;
  /** How often to look for due messages when nothing wakes the worker. */
  readonly pollMs?: number;
  /** Messages sent at once (each claimed on its own). */
  readonly concurrency?: number;
  /** Stops the senders after the message in hand (shutdown). */
  readonly signal?: AbortSignal;
  readonly now?: () => Date;
}

/** 5 s, 10 s, 20 s… capped at 30 minutes: a message is never given up on. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

type Claimed = { id: string; token: string };

async function claimNext(db: Db, now: Date, leaseMs: number): Promise<Claimed | null> {
  const nowIso = now.toISOString();
  // A few tries: another process may win the row we picked.
  for (let i = 0; i < 5; i += 1) {
    const candidate = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", nowIso)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", nowIso)]))
      .orderBy("next_attempt_at")
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return null;
    const token = randomUUID();
    const result = await db
      .updateTable("mail_outbox")
      .set({
        lease_token: token,
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      })
      .where("id", "=", candidate.id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", nowIso)]))
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) return { id: candidate.id, token };
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

/** Sends every message that is due now. Returns how many were sent. */
export async function deliverDue(options: OutboxOptions): Promise<number> {
  const counts = await Promise.all(
    Array.from({ length: options.concurrency ?? 4 }, () => deliverInTurn(options)),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** One sender: claims the next due message, sends it, and goes on until none is due. */
async function deliverInTurn({
  db,
  send,
  leaseMs = 60_000,
  now = () => new Date(),
  signal,
}: OutboxOptions): Promise<number> {
  let sent = 0;
  while (!signal?.aborted) {
    const claim = await claimNext(db, now(), leaseMs);
    if (!claim) return sent;
    const row = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "=", claim.id)
      .executeTakeFirstOrThrow();
    const result = await send({
      to: row.recipient,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageId: row.message_id,
      inReplyTo: row.in_reply_to,
    });
    const attempts = row.attempts + 1;
    if (result.ok) {
      sent += 1;
      await recordSent(
        () =>
          db
            .updateTable("mail_outbox")
            .set({
              status: "sent",
              sent_at: now().toISOString(),
              attempts,
              lease_token: null,
              lease_until: null,
              last_error: null,
            })
            .where("id", "=", claim.id)
            .where("lease_token", "=", claim.token)
            .execute(),
        { leaseMs, what: `The ${row.kind} e-mail ${row.id}` },
      );
    } else {
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
        .where("id", "=", claim.id)
        .where("lease_token", "=", claim.token)
        .execute();
    }
  }
  return sent;
}

export interface OutboxWorker {
  /** Starts sending: once the server answers, so a start is not slowed by a backlog. */
  start(): void;
  /** Look for due messages now (after a new inquiry, say); nothing before start. */
  wake(): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 5_000;
  const controller = new AbortController();
  const sending: OutboxOptions = { ...options, signal: controller.signal };
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
