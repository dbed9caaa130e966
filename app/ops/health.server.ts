// GET /healthz, for an uptime monitor:
//   ok           serving, nothing needs a person;
//   degraded     200: serving, but something needs a person (`reasons` says what):
//                mail undelivered for longer than MAIL_ALERT_MINUTES, or
//                the business mailbox (IMAP_URL) unread as long;
//   unavailable  503: the database does not answer, or cannot take a write.

import { randomUUID } from "node:crypto";
import type { MailboxState } from "#app/inquiries/mail-in/reader.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";

export interface MailBacklog {
  /** E-mails queued and not yet sent. */
  readonly pending: number;
  /** How long the oldest of them has waited; null when none waits. */
  readonly oldestPendingSeconds: number | null;
}

export interface Health {
  readonly status: "ok" | "degraded" | "unavailable";
  readonly reasons?: readonly string[];
  readonly database: "ok" | "read-only" | "unreachable";
  /** Null when the database does not answer. */
  readonly mail: MailBacklog | null;
  /** Reading customers' e-mail (IMAP_URL); absent without it. */
  readonly mailbox?: MailboxState;
  /** Seconds since the process started. */
  readonly uptime: number;
}

export async function mailBacklog(db: Db, now: Date): Promise<MailBacklog> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("pending"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return {
    // PostgreSQL counts in bigint, which pg hands over as a string.
    pending: Number(row.pending),
    oldestPendingSeconds: row.oldest
      ? Math.max(0, Math.floor((now.getTime() - Date.parse(row.oldest)) / 1000))
      : null,
  };
}

/**
 * A page's worth of text (SQLite's default page is 4 KB): the probe's row
 * needs a page of its own, as a new inquiry does, so a database that cannot
 * grow (a full disk) refuses it. A small update in place would still pass.
 */
const FILLER = "0".repeat(4096);

/** A real write: a new row, then the previous one removed. */
async function probeWrite(db: Db, now: Date): Promise<void> {
  const id = randomUUID();
  await db
    .insertInto("health_probe")
    .values({ id, checked_at: now.toISOString(), filler: FILLER })
    .execute();
  await db.deleteFrom("health_probe").where("id", "<>", id).execute();
}

export interface HealthOptions {
  readonly db: Db;
  /** MAIL_ALERT_MINUTES: how long the oldest undelivered e-mail may wait, and the mailbox fail. */
  readonly mailAlertMinutes: number;
  /** The mailbox reader's state, with IMAP_URL. */
  readonly mailbox?: () => MailboxState;
  readonly now?: () => Date;
  /**
   * A result is reused this long: each check writes, and /healthz is
   * public, so a flood of requests must not become a flood of writes.
   */
  readonly reuseMs?: number;
}

/** Checks the database and the mail backlog; see the top of this file. */
export function healthCheck({
  db,
  mailAlertMinutes,
  mailbox,
  now = () => new Date(),
  reuseMs = 5_000,
}: HealthOptions): () => Promise<Health> {
  const check = async (at: Date): Promise<Health> => {
    const uptime = Math.round(process.uptime());
    let mail: MailBacklog;
    try {
      mail = await mailBacklog(db, at);
    } catch (error) {
      logger.error({ err: error }, "Health check: the database does not answer");
      const reasons = ["the database does not answer"];
      return { status: "unavailable", reasons, database: "unreachable", mail: null, uptime };
    }
    try {
      await probeWrite(db, at);
    } catch (error) {
      logger.error({ err: error }, "Health check: the database cannot take a write");
      const reasons = ["the database cannot take writes (is the disk full?)"];
      return { status: "unavailable", reasons, database: "read-only", mail, uptime };
    }
    const reasons: string[] = [];
    const waited = mail.oldestPendingSeconds ?? 0;
    if (waited > mailAlertMinutes * 60) {
      reasons.push(
        `mail: the oldest of ${mail.pending} undelivered e-mail(s) has waited ${Math.floor(waited / 60)} minutes (alert after ${mailAlertMinutes}); check the mail server and the log`,
      );
    }
    const reading = mailbox?.();
    const failedMs = reading?.failingSince ? at.getTime() - Date.parse(reading.failingSince) : 0;
    if (failedMs > mailAlertMinutes * 60_000) {
      reasons.push(
        `mailbox: customers' e-mail has not been read for ${Math.floor(failedMs / 60_000)} minutes (${reading?.error ?? "no answer"}); check IMAP_URL and the log`,
      );
    }
    const found = {
      database: "ok" as const,
      mail,
      ...(reading ? { mailbox: reading } : {}),
      uptime,
    };
    return reasons.length ? { status: "degraded", reasons, ...found } : { status: "ok", ...found };
  };

  let last: { at: number; health: Promise<Health> } | undefined;
  return () => {
    const at = now();
    const elapsed = last ? at.getTime() - last.at : Infinity;
    if (!last || elapsed < 0 || elapsed >= reuseMs) {
      last = { at: at.getTime(), health: check(at) };
    }
    return last.health;
  };
}
