// Quotes end to end, as the people who use them do: an owner builds one from
// an inquiry in the back office and sends it; the customer gets it by e-mail
// with its PDF and answers it on a page that needs no script; the scheduled
// pass (`npm run staff -- reminders --at`) follows it up and expires it, run
// from two processes at once; wrong links are counted per client.

import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { localDate, nthOpeningDay, startOfLocalDate } from "#app/business/business-hours.ts";
import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { howToPayLines } from "#app/quotes/wording.ts";
import { findMail, findMails, recipientOf } from "#tests/fixtures/mail-folder.ts";
import { baseURL } from "../../playwright.config.ts";
import { product } from "./catalogue-data.ts";
import { expect, test } from "./fixtures.ts";
import {
  CUSTOMER,
  LAPTOP,
  QUOTE_LINK,
  TONER,
  addLine,
  builderLine,
  customerBrowser,
  newInquiry,
  sendToCustomer,
  sentQuote,
  startQuote,
} from "./quotes.ts";
import { raw } from "./raw-request.ts";
import { signedInStaff, staffCommand } from "./staff.ts";

const run = promisify(execFile);

const MINUTE = 60_000;

const timeline = (page: Page) => page.getByRole("region", { name: "Timeline" });
const quotesCard = (page: Page) => page.getByRole("region", { name: "Quotes" });
const statusControl = (page: Page) => page.getByRole("combobox", { name: "Status", exact: true });

const to = (address: string) => (mail: ParsedMail) => recipientOf(mail) === address;
const says = (text: string) => (mail: ParsedMail) => (mail.text ?? "").includes(text);

test("staff build a quote from an inquiry and send it; the e-mail carries its PDF", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInStaff(page, "owner");
  const { reference, email } = await newInquiry(page.request);
  const number = await startQuote(page, reference);

  // Two products picked from the catalogue, and a free line for delivery without VAT.
  await addLine(page, { product: LAPTOP, quantity: "2", price: "85,000" });
  await addLine(page, { product: TONER, price: "4,500" });
  await addLine(page, { description: "Delivery", price: "1,500", vatExempt: true });
  await page.getByRole("textbox", { name: "Company" }).fill("Westlands Dental Clinic");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  // Lines above the last one kept what was typed across each "Add a line".
  await expect(
    builderLine(page, 1).getByRole("combobox", { name: "Product", exact: true }),
  ).toHaveValue(product("hp-probook-450-g10").id);
  await expect(builderLine(page, 1).getByRole("textbox", { name: "Qty" })).toHaveValue("2");

  const saved = page.getByRole("region", { name: "As saved" });
  for (const description of [LAPTOP, TONER, "Delivery"]) {
    await expect(saved.getByRole("cell", { name: description })).toBeVisible();
  }
  await expect(saved.getByRole("cell", { name: "Delivery VAT exempt" })).toBeVisible();
  // Prices include VAT: 2 × 85,000 + 4,500 + 1,500.
  const savedTotal = saved.getByRole("definition").last();
  await expect(savedTotal).toHaveText("KES 176,000.00");
  const total = (await savedTotal.textContent()) ?? "";

  const link = await sendToCustomer(page, number, email);
  await expect(
    page.getByRole("region", { name: "Lines" }).getByRole("definition").last(),
  ).toHaveText(total);

  // The inquiry is Quoted, and says so.
  await page.goto(`/staff/inquiries/${reference}`);
  await expect(statusControl(page)).toHaveValue("quoted");
  await expect(timeline(page).getByText("changed the status from New to Quoted")).toBeVisible();
  await expect(timeline(page).getByText(`sent quote ${number} (${total})`)).toBeVisible();
  await expect(quotesCard(page).getByRole("link", { name: new RegExp(number) })).toBeVisible();
  await expect(quotesCard(page).getByText("Sent", { exact: true })).toBeVisible();

  // The customer's e-mail: the PDF attached, and the link to answer it.
  const withPdf = (mail: ParsedMail) =>
    to(email)(mail) && mail.attachments.some((a) => a.filename === `${number}.pdf`);
  await expect.poll(() => findMail(withPdf), { timeout: 15_000 }).toBeTruthy();
  const mail = await findMail(withPdf);
  expect(mail?.text).toContain(`${number}`);
  expect(mail?.text).toContain(total);
  expect(QUOTE_LINK.exec(mail?.text ?? "")?.[0]).toBe(link);
  const pdf = mail?.attachments.find((a) => a.filename === `${number}.pdf`);
  expect(pdf?.contentType).toBe("application/pdf");

  // Read as the customer's PDF reader would read it.
  const file = testInfo.outputPath(`${number}.pdf`);
  await writeFile(file, pdf?.content ?? Buffer.alloc(0));
  const { stdout: text } = await run("pdftotext", ["-layout", file, "-"]);
  expect(text).toContain(number);
  for (const description of [LAPTOP, TONER, "Delivery"]) expect(text).toContain(description);
  expect(text).toMatch(new RegExp(`Total\\s+${total.replace(/[.]/g, "\\.")}`));
});

test("the customer accepts on a page without script: the inquiry is won, both sides e-mailed", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page, "owner");
  const { number, link, reference, email } = await sentQuote(page);

  const customer = await customerBrowser(browser);
  const response = await customer.page.goto(link);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-robots-tag"]).toContain("noindex");
  await expect(customer.page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // No script file, and none fetched; inline, only the account shell every page carries.
  await expect(customer.page.locator("script[src], link[rel=modulepreload]")).toHaveCount(0);
  await expect(customer.page.locator("script")).toHaveCount(1);
  expect(customer.scripts).toEqual([]);
  await expect(customer.page.getByRole("heading", { level: 1 })).toHaveText(
    copy.quote.title(number),
  );

  await customer.page.getByRole("textbox", { name: "Your full name" }).fill(CUSTOMER);
  await customer.page.getByRole("textbox", { name: "Purchase-order number" }).fill("PO-4471");
  await customer.page.getByRole("button", { name: "Accept quote" }).click();
  await expect(customer.page.getByRole("status")).toHaveText(copy.quote.accepted);
  await expect(customer.page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  expect(customer.scripts).toEqual([]);
  await customer.close();

  await page.goto(`/staff/inquiries/${reference}`);
  await expect(statusControl(page)).toHaveValue("won");
  await expect(
    timeline(page).getByText(
      `${CUSTOMER} accepted quote ${number} (KES 85,000.00), purchase order PO-4471`,
    ),
  ).toBeVisible();
  await expect(quotesCard(page).getByText("Accepted", { exact: true })).toBeVisible();

  // The business is told at once; the customer is sent how to pay.
  const answer = (mail: ParsedMail) =>
    to(business.email)(mail) && mail.subject === `Quote ${number} accepted (${reference})`;
  await expect.poll(() => findMail(answer), { timeout: 15_000 }).toBeTruthy();
  expect((await findMail(answer))?.text).toContain("Purchase order: PO-4471");
  const confirmation = (mail: ParsedMail) =>
    to(email)(mail) && says(`we have your acceptance of quotation ${number}`)(mail);
  await expect.poll(() => findMail(confirmation), { timeout: 15_000 }).toBeTruthy();
  const confirmed = (await findMail(confirmation))?.text ?? "";
  for (const line of howToPayLines(number)) expect(confirmed).toContain(line);
});

test("the customer declines with a reason: it shows on the inquiry's timeline", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page, "owner");
  const { number, link, reference } = await sentQuote(page);

  const customer = await customerBrowser(browser);
  await customer.page.goto(link);
  await customer.page.getByText("Decline", { exact: true }).click();
  const reason = "We found the laptops cheaper in town.";
  await customer.page.getByRole("textbox", { name: "Reason" }).fill(reason);
  await customer.page.getByRole("button", { name: "Decline quote" }).click();
  await expect(customer.page.getByRole("status")).toHaveText(copy.quote.declined);
  await expect(customer.page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await customer.close();

  await page.goto(`/staff/inquiries/${reference}`);
  await expect(timeline(page).getByText(`The customer declined quote ${number}`)).toBeVisible();
  await expect(timeline(page).getByText(reason)).toBeVisible();
  await expect(quotesCard(page).getByText("Declined", { exact: true })).toBeVisible();
});

test("changes asked for again and again: a few e-mailed a day, the rest on the timeline, the customer told", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, "owner");
  const { number, link, reference } = await sentQuote(page);

  const customer = await customerBrowser(browser);
  const ask = async (n: number) => {
    await customer.page.goto(link);
    await customer.page.getByText("Ask for a change", { exact: true }).click();
    await customer.page
      .getByRole("textbox", { name: "What should we change?" })
      .fill(`Change request ${n} for ${reference}`);
    await customer.page.getByRole("button", { name: "Send my request" }).click();
    return customer.page.getByRole("status");
  };
  for (let n = 1; n <= 3; n += 1) await expect(await ask(n)).toHaveText(copy.quote.changeAsked);
  for (let n = 4; n <= 5; n += 1) await expect(await ask(n)).toHaveText(copy.quote.changeKept);
  await customer.close();

  // Three e-mails to the business, not five: the outbox holds no more.
  const asked = (mail: ParsedMail) =>
    to(business.email)(mail) &&
    mail.subject === `Quote ${number} asked for a change to (${reference})`;
  await expect.poll(async () => (await findMails(asked)).length, { timeout: 30_000 }).toBe(3);
  const db = new DatabaseSync("data/e2e.db", { readOnly: true });
  try {
    const queued = db
      .prepare(
        "select count(*) as n from mail_outbox join inquiries on inquiries.id = inquiry_id where reference = ? and kind = 'quote_answer'",
      )
      .get(reference) as { n: number };
    expect(queued.n).toBe(3);
  } finally {
    db.close();
  }

  // Each of the five is on the timeline; the last two say they were not e-mailed.
  await page.goto(`/staff/inquiries/${reference}`);
  for (let n = 1; n <= 5; n += 1) {
    await expect(timeline(page).getByText(`Change request ${n} for ${reference}`)).toBeVisible();
  }
  await expect(
    timeline(page).getByText(
      `The customer asked for a change to quote ${number} (not e-mailed: one of several that day)`,
    ),
  ).toHaveCount(2);
});

test("a revision sent replaces the quote: its old link points to the latest, without Accept", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page, "owner");
  const { number, link, email } = await sentQuote(page);

  await page.getByRole("button", { name: "Change it: make a revision" }).click();
  const revision = `${number}-2`;
  await expect(page).toHaveURL(new RegExp(`/staff/quotes/${revision}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quote ${revision}`);
  await builderLine(page, 1).getByRole("textbox", { name: "Unit price (KES)" }).fill("82,500");
  const latest = await sendToCustomer(page, revision, email);
  expect(latest).not.toBe(link);

  const customer = await customerBrowser(browser);
  await customer.page.goto(link);
  await expect(customer.page.getByRole("status")).toContainText(copy.quote.replaced);
  await expect(customer.page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  const toLatest = customer.page.getByRole("link", { name: copy.quote.seeLatest });
  await expect(toLatest).toHaveAttribute("href", latest);
  await toLatest.click();
  await expect(customer.page.getByRole("heading", { level: 1 })).toHaveText(
    copy.quote.title(revision),
  );
  await expect(customer.page.getByText("KES 82,500.00").first()).toBeVisible();
  await expect(customer.page.getByRole("button", { name: "Accept quote" })).toBeVisible();
  await customer.close();

  // The revision reached the customer with its own PDF.
  await expect
    .poll(
      () =>
        findMail(
          (mail) =>
            to(email)(mail) && mail.attachments.some((a) => a.filename === `${revision}.pdf`),
        ),
      { timeout: 15_000 },
    )
    .toBeTruthy();
});

/** When the server recorded a quote as sent (its own clock). */
function sentAt(number: string): Date {
  const db = new DatabaseSync("data/e2e.db", { readOnly: true });
  try {
    const row = db.prepare("select sent_at from quotes where number = ?").get(number) as
      { sent_at: string } | undefined;
    if (!row) throw new Error(`no quote ${number}`);
    return new Date(row.sent_at);
  } finally {
    db.close();
  }
}

/** The scheduled pass at `instant`, from two processes started together: all they printed. */
async function passFromTwoProcesses(instant: Date): Promise<string[]> {
  const at = instant.toISOString();
  const outputs = await Promise.all([
    staffCommand("reminders", "--at", at),
    staffCommand("reminders", "--at", at),
  ]);
  return outputs.flatMap((output) => output.split("\n"));
}

const occurrences = (lines: readonly string[], line: string) =>
  lines.filter((printed) => printed === line).length;

test("the scheduled pass follows a quote up twice and expires it, each once from two processes", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedInStaff(page, "owner");
  // A shorter validity than the usual: its expiry leaves other quotes of this run as they are.
  const lastDay = nthOpeningDay(localDate(new Date()), 8).date;
  const { number, link, reference, email } = await sentQuote(page, { validUntil: lastDay });
  const sent = sentAt(number);
  const afterSending = nthOpeningDay(localDate(sent), 2);
  const beforeExpiry = nthOpeningDay(lastDay, -2);
  // The end of the last day, Nairobi time: the next day's midnight there.
  const nextDay = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000).toISOString();
  const end = startOfLocalDate(nextDay.slice(0, 10));

  const afterSendingLine = `quote follow-up ${number} (after-sending)`;
  const beforeExpiryLine = `quote follow-up ${number} (before-expiry)`;
  const expiredLine = `expired ${number}`;
  const firstFollowUp = (mail: ParsedMail) =>
    to(email)(mail) && says(`We sent you quotation ${number}`)(mail);
  const secondFollowUp = (mail: ParsedMail) =>
    to(email)(mail) &&
    says(`quotation ${number} for your inquiry`)(mail) &&
    says("is about to expire")(mail);

  // The last open minute of the first opening day after sending: too early.
  const firstDay = nthOpeningDay(localDate(sent), 1);
  const early = await passFromTwoProcesses(new Date(firstDay.closes.getTime() - MINUTE));
  expect(occurrences(early, afterSendingLine)).toBe(0);

  // Once the second opens, the first follow-up, from one process of the two.
  // (reminders.spec.ts runs passes on this database too, and one of them may
  // have sent it already: then from neither.)
  const first = await passFromTwoProcesses(new Date(afterSending.opens.getTime() + MINUTE));
  expect(occurrences(first, afterSendingLine)).toBeLessThanOrEqual(1);
  expect(occurrences(first, beforeExpiryLine)).toBe(0);
  await expect
    .poll(async () => (await findMails(firstFollowUp)).length, { timeout: 30_000 })
    .toBe(1);

  // Two opening days before the last day: the second follow-up, once.
  const second = await passFromTwoProcesses(new Date(beforeExpiry.opens.getTime() + MINUTE));
  expect(occurrences(second, beforeExpiryLine)).toBe(1);
  await expect
    .poll(async () => (await findMails(secondFollowUp)).length, { timeout: 30_000 })
    .toBe(1);

  // Valid to the end of its last day, then expired, once.
  const lastMinute = await passFromTwoProcesses(new Date(end.getTime() - MINUTE));
  expect(occurrences(lastMinute, expiredLine)).toBe(0);
  const expiry = await passFromTwoProcesses(new Date(end.getTime() + MINUTE));
  expect(occurrences(expiry, expiredLine)).toBe(1);
  const again = await passFromTwoProcesses(new Date(end.getTime() + 2 * MINUTE));
  expect(occurrences(again, expiredLine)).toBe(0);

  // The customer's page: no Accept, a new quote to ask for.
  const customer = await customerBrowser(browser);
  await customer.page.goto(link);
  await expect(customer.page.getByRole("status")).toHaveText(copy.quote.expired);
  await expect(customer.page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await expect(customer.page.getByRole("textbox", { name: "Ask for a new quote" })).toBeVisible();
  await customer.page.getByRole("button", { name: "Ask for a new quote" }).click();
  await expect(customer.page.getByRole("status")).toHaveText(copy.quote.changeAsked);
  await customer.close();

  // The business hears of it. The outbox sends in the order mail was queued,
  // so by then a follow-up queued twice would have been delivered twice.
  const asked = (mail: ParsedMail) =>
    to(business.email)(mail) &&
    mail.subject === `Quote ${number} asked for a change to (${reference})`;
  await expect.poll(() => findMail(asked), { timeout: 30_000 }).toBeTruthy();
  expect(await findMails(firstFollowUp)).toHaveLength(1);
  expect(await findMails(secondFollowUp)).toHaveLength(1);

  await page.goto(`/staff/inquiries/${reference}`);
  await expect(timeline(page).getByText(`Quote ${number} expired without an answer`)).toHaveCount(
    1,
  );
  await expect(
    timeline(page).getByText(`Follow-up e-mailed to the customer about quote ${number}`),
  ).toHaveCount(2);
  await expect(quotesCard(page).getByText("Expired", { exact: true })).toBeVisible();
});

/** A loopback address of its own: another client, as the server tells clients apart. */
function loopbackClient(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `127.${octet()}.${octet()}.${octet()}`;
}

const wrongToken = () => randomBytes(24).toString("base64url");

/** GET `path` from `localAddress`: the e2e server trusts no proxy, so a client is its address. */
const getFrom = (localAddress: string, path: string) => raw(baseURL, path, { localAddress });

test("a wrong quote link is a 404; after 20 from one client in 10 minutes, 429 for that client alone", async () => {
  const guesser = loopbackClient();
  const neighbour = loopbackClient();
  const missing = await getFrom(guesser, `/quotes/${wrongToken()}`);
  expect(missing.status).toBe(404);
  expect(missing.headers["referrer-policy"]).toBe("no-referrer");
  expect(missing.headers["x-robots-tag"]).toBe("noindex");
  expect(missing.headers["cache-control"]).toBe("no-store");
  expect(missing.body).toMatch(/<meta name="robots" content="noindex"/);
  for (let i = 1; i < 20; i += 1) {
    expect((await getFrom(guesser, `/quotes/${wrongToken()}`)).status).toBe(404);
  }
  const refused = await getFrom(guesser, `/quotes/${wrongToken()}`);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  // The PDF's address counts the same guesses.
  expect((await getFrom(guesser, `/quotes/${wrongToken()}/pdf`)).status).toBe(429);
  expect((await getFrom(neighbour, `/quotes/${wrongToken()}`)).status).toBe(404);
});
