// The server's clock for the back office: every minute a reminder pass
// (reminders.server.ts, with the quotes' expiries and follow-ups) and the
// pruning of product views (a day's salt must not outlive it by much), and
// once a day retention when RETENTION_MONTHS is set. Every process runs it;
// the passes are safe side by side. A failure is logged and the next minute
// tries again: it never stops the server.

import type { Db } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { localDate } from "#app/business/business-hours.ts";
import { VIEW_DAYS_KEPT, pruneViews } from "#app/catalogue/views.server.ts";
import { queueDueReminders } from "./reminders.server.ts";
import { deleteExpiredInquiries } from "./retention.server.ts";

export interface SchedulerOptions {
  readonly db: Db;
  readonly origin: string;
  /** Unset: closed inquiries are kept forever. */
  readonly retentionMonths?: number | undefined;
  /** Called when e-mails were queued, to send them now. */
  readonly onQueued?: () => void;
  readonly intervalMs?: number;
  readonly now?: () => Date;
}

export interface Scheduler {
  /** Runs a pass now, then every interval. */
  start(): void;
  /** One pass (the tick's work), awaited. */
  tick(): Promise<void>;
  /** Waits for the pass in hand; no more after. */
  stop(): Promise<void>;
}

export function createScheduler({
  db,
  origin,
  retentionMonths,
  onQueued,
  intervalMs = 60_000,
  now = () => new Date(),
}: SchedulerOptions): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  /** The local date retention last ran in this process. */
  let retainedOn: string | null = null;

  async function pass(): Promise<void> {
    const at = now();
    try {
      const queued = await queueDueReminders({ db, origin, now: at });
      const { expired, followUps } = queued.quotes;
      if (expired.length > 0 || followUps.length > 0) {
        logger.info(
          { expired, followUps },
          `Quotes: ${expired.length} expired, ${followUps.length} follow-up(s) queued for customers`,
        );
        if (followUps.length > 0) onQueued?.();
      }
      if (queued.dueSoon.length > 0 || queued.digest) {
        logger.info(
          {
            dueSoon: queued.dueSoon.map((notice) => notice.reference),
            digest: queued.digest?.date ?? null,
          },
          `Queued ${queued.dueSoon.length} reminder(s)${queued.digest ? " and the morning digest" : ""} for the owners`,
        );
        onQueued?.();
      }
    } catch (error) {
      logger.error({ err: error }, "Reminder pass failed; trying again in a minute");
    }
    try {
      const pruned = await pruneViews(db, at);
      if (pruned.views > 0 || pruned.salts > 0)
        logger.info(
          pruned,
          `Product views: deleted ${pruned.views} view(s) older than ${VIEW_DAYS_KEPT} days and ${pruned.salts} salt(s) of past days`,
        );
    } catch (error) {
      logger.error({ err: error }, "Pruning product views failed; trying again in a minute");
    }
    const today = localDate(at);
    if (retentionMonths && retainedOn !== today) {
      try {
        const deleted = await deleteExpiredInquiries({ db, months: retentionMonths, now: at });
        retainedOn = today;
        logger.info(
          { deleted, retentionMonths },
          `Retention: deleted ${deleted} inquiry(ies) closed more than ${retentionMonths} month(s) ago`,
        );
      } catch (error) {
        logger.error({ err: error }, "Retention failed; trying again in a minute");
      }
    }
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    // One pass at a time: a slow one is not overlapped by the next minute's.
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
