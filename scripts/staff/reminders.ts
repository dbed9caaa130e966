import { parseArgs } from "node:util";
import { queueDueReminders } from "#app/back-office/reminders.server.ts";
import { serverSettings } from "../cli.ts";
import { withAccounts } from "./open.ts";

/** An instant with its offset (2026-11-24T09:00:00+03:00), or now. */
function instant(value: string | undefined): Date {
  if (value === undefined) return new Date();
  const at = new Date(value);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) || Number.isNaN(at.getTime()))
    throw new Error(`--at must be an ISO-8601 date and time, such as 2026-11-24T09:00:00+03:00`);
  return at;
}

export const remindersCommand = {
  usage:
    "reminders [--at ISO-8601]                   run the scheduled pass as at that instant (default now): the owners' reminders and digest, quotes expired and followed up",
  async run(args: string[]) {
    const { values } = parseArgs({ args, options: { at: { type: "string" } } });
    const now = instant(values.at);
    const origin = serverSettings().env.PUBLIC_URL;
    const queued = await withAccounts(({ database }) =>
      queueDueReminders({ db: database.db, origin, now }),
    );
    for (const notice of queued.dueSoon)
      console.info(`due-soon ${notice.reference} -> ${notice.recipients.join(", ")}`);
    if (queued.digest)
      console.info(
        `digest ${queued.digest.date} (${queued.digest.open} open) -> ${queued.digest.recipients.join(", ")}`,
      );
    for (const number of queued.quotes.expired) console.info(`expired ${number}`);
    for (const followUp of queued.quotes.followUps)
      console.info(`quote follow-up ${followUp.number} (${followUp.kind})`);
    const quiet = queued.quotes.expired.length === 0 && queued.quotes.followUps.length === 0;
    if (queued.dueSoon.length === 0 && !queued.digest && quiet)
      console.info(`Nothing to queue at ${now.toISOString()}.`);
    else if (queued.dueSoon.length > 0 || queued.digest || queued.quotes.followUps.length > 0)
      console.info("The server's outbox sends them.");
  },
};
