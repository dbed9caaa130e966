// Mail in and out under faults, on SQLite with a private Dovecot and an
// in-process SMTP server:
// - customers' answers: from an answer reaching the mailbox (its APPEND
//   done) to its timeline entry (mail_in.imported_at), for answers alone,
//   in bursts, and filed during a burst's pass;
// - the backlog after an SMTP outage: the mail server stopped, 1,000
//   inquiries posted (2,000 e-mails), then back; seconds until all are sent.

import { rmSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "#app/platform/db.server.ts";
import { composeMail, startDovecot } from "../../tools/dovecot.ts";
import { root, settled, startServer } from "../../tools/server-process.ts";
import { startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { postInquiries } from "./inquiries.ts";
import { percentile, printTable } from "./table.ts";

const ROUNDS = Number(process.env.BENCH_MAIL_ROUNDS ?? 8);
const BURST = 20;
/** How long a round waits for its answers; an answer still missing then is counted late. */
const ROUND_WAIT_MS = Number(process.env.BENCH_MAIL_WAIT_SECONDS ?? 60) * 1000;
const OUTAGE_INQUIRIES = 1_000;
/** How long the mail server stays down after the last inquiry was posted. */
const OUTAGE_HOLD_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 30) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freshSqlite(name: string): string {
  const file = join(root, `data/${name}.db`);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  return file;
}

async function postInquiry(origin: string, n: number): Promise<string> {
  const response = await fetch(`${origin}/api/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: `Answering customer ${n}`,
      email: `answers${n}@example.co.ke`,
      message: "Please quote for two printers.",
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/inquiries: ${response.status}`);
  return ((await response.json()) as { reference: string }).reference;
}

type Kind = "alone" | "in a burst" | "during a pass";

async function benchAnswers(port: number): Promise<void> {
  const dovecot = await startDovecot();
  const smtp = await startSmtpInbox({ parse: false });
  const dbFile = freshSqlite("bench-mail-in");
  const server = await startServer(port, {
    DATABASE_URL: `file:${dbFile}`,
    SMTP_URL: smtp.url,
    IMAP_URL: dovecot.url,
    INQUIRY_RATE_LIMIT: "0",
  });
  const db = openDatabase(`file:${dbFile}`);
  const session = await dovecot.connect();
  try {
    await settled(join(root, "data/page-cache"));
    const references = await Promise.all(
      Array.from({ length: 10 }, (_, n) => postInquiry(server.origin, n)),
    );
    // The reader has read the mailbox once: it waits for news from now on.
    for (let i = 0; i < 100; i += 1) {
      const health = (await (await fetch(`${server.origin}/healthz`)).json()) as {
        mailbox?: { readAt: string | null };
      };
      if (health.mailbox?.readAt) break;
      await sleep(200);
    }

    const filed = new Map<string, { kind: Kind; at: number }>();
    let n = 0;
    const file = async (kind: Kind) => {
      n += 1;
      const messageId = `<bench-answer-${n}@example.com>`;
      const raw = await composeMail({
        from: `answers${n % 10}@example.co.ke`,
        subject: `Re: ${references[n % references.length]} answer ${n}`,
        messageId,
        text: `Answer ${n}: yes, two printers.`,
      });
      await session.append("INBOX", raw);
      filed.set(messageId, { kind, at: Date.now() });
    };
    const imported = async () =>
      db.db.selectFrom("mail_in").select(["message_key", "imported_at"]).execute();
    const roundDone = async () => {
      for (const until = Date.now() + ROUND_WAIT_MS; Date.now() < until;) {
        if ((await imported()).length >= filed.size) return;
        await sleep(100);
      }
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      await file("alone");
      await roundDone();
      const before = filed.size;
      for (let i = 0; i < BURST; i += 1) await file("in a burst");
      // Filed once the burst's pass has imported its first answer: that
      // pass has searched already, and is still importing the rest.
      while ((await imported()).length <= before) await sleep(20);
      await file("during a pass");
      await roundDone();
      await sleep(1_500);
    }

    const taken = new Map<Kind, number[]>();
    const late = new Map<Kind, number>();
    const rows = await imported();
    const importedAt = new Map(rows.map((row) => [row.message_key, Date.parse(row.imported_at)]));
    for (const [key, { kind, at }] of filed) {
      const done = importedAt.get(key);
      if (done === undefined) late.set(kind, (late.get(kind) ?? 0) + 1);
      else taken.set(kind, [...(taken.get(kind) ?? []), done - at]);
    }
    const row = (label: string, kinds: Kind[]) => {
      const ms = kinds.flatMap((kind) => taken.get(kind) ?? []).sort((a, b) => a - b);
      const missing = kinds.reduce((sum, kind) => sum + (late.get(kind) ?? 0), 0);
      const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
      return [
        label,
        String(ms.length + missing),
        seconds(percentile(ms, 50)),
        seconds(percentile(ms, 95)),
        seconds(ms.at(-1) ?? Number.NaN),
        String(ms.filter((value) => value > 5_000).length + missing),
      ];
    };
    console.info(
      `\nCustomers' answers, from reaching the mailbox (APPEND) to the timeline; ${ROUNDS} rounds of one alone, a burst of ${BURST} and one filed while the burst's pass imports; a round waits up to ${ROUND_WAIT_MS / 1000} s (goal: all within 5 s)\n`,
    );
    printTable(
      ["answers", "n", "p50", "p95", "max", "over 5 s or missing"],
      [
        row("alone", ["alone"]),
        row(`in a burst of ${BURST}`, ["in a burst"]),
        row("filed during the burst's pass", ["during a pass"]),
        row("all", ["alone", "in a burst", "during a pass"]),
      ],
    );
  } finally {
    await session.logout().catch(() => session.close());
    await db.close();
    await server.stop();
    await smtp.close();
    await dovecot.stop();
  }
}

async function benchOutage(port: number): Promise<void> {
  // The mail server's port, kept free: it is down from the start.
  const probe = await startSmtpInbox({ parse: false });
  const smtpPort = Number(new URL(probe.url).port);
  await probe.close();
  const dbFile = freshSqlite("bench-mail-out");
  const server = await startServer(port, {
    DATABASE_URL: `file:${dbFile}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    INQUIRY_RATE_LIMIT: "0",
  });
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>> | null = null;
  try {
    await settled(join(root, "data/page-cache"));
    let posted = 0;
    const postedAt = performance.now();
    const { accepted, failed } = await postInquiries(
      server.origin,
      () => (posted += 1) <= OUTAGE_INQUIRIES,
    );
    const postSeconds = (performance.now() - postedAt) / 1000;
    await sleep(OUTAGE_HOLD_MS);
    const expected = accepted * 2;
    smtp = await startSmtpInbox({ port: smtpPort, parse: false });
    const back = performance.now();
    let first = Number.NaN;
    while (smtp.count < expected && performance.now() - back < 600_000) {
      if (smtp.count > 0 && Number.isNaN(first)) first = performance.now() - back;
      await sleep(50);
    }
    const all = performance.now() - back;
    console.info(
      `\nThe backlog after an SMTP outage: ${accepted} inquiries accepted (${failed} refused) in ${postSeconds.toFixed(1)} s while the mail server was down, which stayed down ${OUTAGE_HOLD_MS / 1000} s more; from its return (goal: within a minute)\n`,
    );
    printTable(
      ["e-mails", "first sent after", "all sent after", "sent/s once flowing"],
      [
        [
          `${smtp.count} of ${expected}`,
          `${(first / 1000).toFixed(1)} s`,
          `${(all / 1000).toFixed(1)} s`,
          (smtp.count / ((all - first) / 1000)).toFixed(0),
        ],
      ],
    );
  } finally {
    await server.stop();
    await smtp?.close();
  }
}

export async function benchMail(port: number): Promise<void> {
  await benchAnswers(port);
  await benchOutage(port);
}
