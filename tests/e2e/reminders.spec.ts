// The reply promise end to end: an owner made with `npm run staff -- add`,
// an inquiry sent to the running production server, then the reminder
// pass run at chosen instants with `npm run staff -- reminders --at`; the
// server's outbox delivers to the run's real SMTP server.

import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { type ParsedMail, simpleParser } from "mailparser";
import { expect, test } from "@playwright/test";
import { openingOfDay } from "#app/business/business-hours.ts";
import { baseURL } from "../../playwright.config.ts";
import { E2E_INBOX, recipientOf } from "#tests/fixtures/mail-folder.ts";

const run = promisify(execFile);
const DATABASE = "data/e2e.db";
/** The e2e server's settings (playwright.config.ts), for the staff commands. */
const serverEnv = {
  ...process.env,
  DATABASE_URL: `file:./${DATABASE}`,
  PUBLIC_URL: baseURL,
  SMTP_URL: `smtp://127.0.0.1:${Number(new URL(baseURL).port) + 1}`,
  LOG_LEVEL: "warn",
};

function staff(...args: string[]) {
  return run(process.execPath, ["scripts/staff.ts", ...args], { env: serverEnv });
}

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const mails: ParsedMail[] = [];
  for (const file of await readdir(E2E_INBOX).catch(() => [])) {
    const mail = await simpleParser(await readFile(join(E2E_INBOX, file)));
    if (recipientOf(mail) === address) mails.push(mail);
  }
  return mails;
}

function inquiryRow(id: string) {
  const db = new DatabaseSync(DATABASE, { readOnly: true });
  try {
    return db.prepare("select reference, due_at from inquiries where id = ?").get(id) as {
      reference: string;
      due_at: string;
    };
  } finally {
    db.close();
  }
}

/** The first working day's opening after `instant`'s day, plus five minutes. */
function nextWorkingMorning(instant: Date): Date {
  for (let day = 1; day < 30; day += 1) {
    const opening = openingOfDay(new Date(instant.getTime() + day * 86_400_000));
    if (opening) return new Date(opening.opens.getTime() + 5 * 60_000);
  }
  throw new Error("no working day within 30 days");
}

test("an owner gets one 'close to overdue' e-mail and the next morning's digest", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const owner = `owner-${randomUUID().slice(0, 8)}@example.co.ke`;
  await staff("add", owner, "--role", "owner", "--name", "Grace Owner");

  const response = await request.post("/api/inquiries", {
    data: {
      name: "Reminder Customer",
      email: "reminder.customer@example.com",
      phone: "0722 123 456",
      product: "HP LaserJet Pro M404dn",
      message: "Do you deliver to Westlands?",
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const { reference, due_at } = inquiryRow(id);
  const due = new Date(due_at);

  // A minute before the reply is due: inside the 3 opening hours' lead.
  const inLead = new Date(due.getTime() - 60_000).toISOString();
  const first = await staff("reminders", "--at", inLead);
  expect(first.stdout).toContain(`due-soon ${reference} -> `);
  expect(first.stdout).toContain(owner);
  const second = await staff("reminders", "--at", inLead);
  expect(second.stdout).not.toContain(reference);

  // One e-mail a pass lists every inquiry that came due soon: other tests'
  // may share it. This inquiry is in exactly one.
  const dueSoon = (mail: ParsedMail) =>
    /close to overdue/i.test(mail.subject ?? "") &&
    new RegExp(`^Reference: ${reference}$`, "m").test(mail.text ?? "");
  await expect
    .poll(async () => (await mailsTo(owner)).filter(dueSoon).length, { timeout: 30_000 })
    .toBe(1);
  const [reminder] = (await mailsTo(owner)).filter(dueSoon);
  expect(reminder?.text).toContain(`${baseURL}/auth?next=%2Fstaff%2Finquiries%2F${reference}`);
  expect(reminder?.text).toContain("About: HP LaserJet Pro M404dn");
  expect(reminder?.messageId).toMatch(/^<due-soon-.+@127\.0\.0\.1>$/);

  // The next working morning: the inquiry is overdue, and listed.
  const morning = nextWorkingMorning(due);
  const date = openingOfDay(morning)?.date;
  const third = await staff("reminders", "--at", morning.toISOString());
  expect(third.stdout).toContain(`digest ${date}`);
  const digest = (mail: ParsedMail) =>
    mail.subject?.startsWith(`Mwangaza Tech inquiries, ${date}:`) ?? false;
  await expect
    .poll(async () => (await mailsTo(owner)).filter(digest).length, { timeout: 30_000 })
    .toBe(1);
  const [morningDigest] = (await mailsTo(owner)).filter(digest);
  const overdue = morningDigest?.text?.split("Overdue (")[1]?.split("\n\n")[0] ?? "";
  expect(overdue).toContain(`${reference} · Reminder Customer · HP LaserJet Pro M404dn`);
  expect(morningDigest?.text).toContain(`${baseURL}/auth?next=%2Fstaff%2Finquiries%2F${reference}`);

  // Run again that morning: the digest is not sent twice.
  const fourth = await staff(
    "reminders",
    "--at",
    new Date(morning.getTime() + 60_000).toISOString(),
  );
  expect(fourth.stdout).not.toContain(`digest ${date}`);
  // Both e-mails went out exactly once: nothing more is waiting to be sent.
  await expect
    .poll(async () => (await mailsTo(owner)).filter((m) => dueSoon(m) || digest(m)).length)
    .toBe(2);
});
