// A customer's answer by e-mail reaches the back office (ADR 0029): a server
// of its own reads a private Dovecot (IMAP_URL); the customer replies to
// their acknowledgement with an attachment; the reply shows on the
// inquiry's timeline, the attachment downloads with its very bytes, and the
// inbox marks the inquiry 'Customer replied' (also as a filter) until staff
// reply.

import { readFile } from "node:fs/promises";
import { findMail, recipientOf } from "#tests/fixtures/mail-folder.ts";
import { hasDovecot } from "#tests/fixtures/dovecot.ts";
import { type Dovecot, composeMail, startDovecot } from "../../tools/dovecot.ts";
import { freshAddress } from "./accounts.ts";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type OwnServer, ownServer } from "./own-server.ts";
import { signedInStaff } from "./staff.ts";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 50;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let dovecot: Dovecot;
let own: OwnServer;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });
test.skip(!hasDovecot(), "needs dovecot-imapd");
test.beforeAll(async () => {
  dovecot = await startDovecot();
  own = await ownServer(PORT, "mail-in", undefined, { IMAP_URL: dovecot.url });
});
test.afterAll(async () => {
  await own?.stop();
  await dovecot?.stop();
});

test("a customer's e-mail reply with an attachment shows on the timeline and marks the inquiry", async ({
  page,
}, testInfo) => {
  const customer = freshAddress("amina");
  const response = await page.request.post("/api/inquiries", {
    data: { name: "Amina Hassan", email: customer, message: "Do you stock A3 laminators?" },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await expect
    .poll(async () => (await findMail((mail) => recipientOf(mail) === customer))?.messageId, {
      timeout: 15_000,
    })
    .toBeTruthy();
  const acknowledgement = await findMail((mail) => recipientOf(mail) === customer);

  // The customer's mail program: a reply in the thread, history quoted below.
  const quotation = Buffer.from("%PDF-1.4\n% Amina's purchase order 2291\n%%EOF\n");
  await dovecot.deliver(
    await composeMail({
      from: `Amina Hassan <${customer}>`,
      to: "info@example.co.ke",
      subject: `Re: ${acknowledgement?.subject ?? reference}`,
      inReplyTo: acknowledgement?.messageId,
      references: acknowledgement?.messageId,
      text: [
        "Thank you. We need 3 units; our purchase order is attached.",
        "",
        `On Wed, 25 Nov 2026 at 09:12, Mwangaza Tech wrote:`,
        `> Your reference is ${reference}.`,
      ].join("\n"),
      attachments: [
        { filename: "PO-2291.pdf", content: quotation, contentType: "application/pdf" },
      ],
    }),
  );

  await signedInStaff(page, "owner", "Grace Owner", own.env);
  // The reader is told of the new mail (IDLE): the inbox shows it within seconds.
  const row = page.getByRole("listitem").filter({ hasText: reference });
  await expect(async () => {
    await page.goto("/staff?replied=1");
    await expect(row.getByText("Customer replied")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("checkbox", { name: "Customer replied" })).toBeChecked();
  for (const [name, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await row.screenshot({ path: testInfo.outputPath(`inbox-row-${name}.png`) });
    await page.screenshot({ path: testInfo.outputPath(`inbox-${name}.png`) });
    await expectNoAxeViolations(page);
  }

  await row.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(page.getByText("Customer replied").first()).toBeVisible();
  const entry = page.getByRole("listitem").filter({ hasText: "Amina Hassan replied by e-mail" });
  await expect(entry).toContainText(`from ${customer}`);
  await expect(entry).toContainText("Thank you. We need 3 units; our purchase order is attached.");
  await expect(entry).not.toContainText("Your reference is");
  for (const [name, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await entry.screenshot({ path: testInfo.outputPath(`timeline-${name}.png`) });
    await page.screenshot({ path: testInfo.outputPath(`inquiry-${name}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }

  const download = page.waitForEvent("download");
  await entry.getByRole("link", { name: /PO-2291\.pdf/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("PO-2291.pdf");
  expect((await readFile(await file.path())).equals(quotation)).toBe(true);

  const served = await page.request.get(
    (await entry.getByRole("link", { name: /PO-2291\.pdf/ }).getAttribute("href")) ?? "",
  );
  expect(served.headers()).toMatchObject({
    "content-type": "application/pdf",
    "x-content-type-options": "nosniff",
    "content-disposition": expect.stringMatching(/^attachment; filename="PO-2291\.pdf"/),
  });
  // Signed out, the file is not there.
  const stranger = await page.context().browser()?.newContext({ baseURL: ORIGIN });
  const outside = await stranger?.request.get(
    (await entry.getByRole("link", { name: /PO-2291\.pdf/ }).getAttribute("href")) ?? "",
    { maxRedirects: 0 },
  );
  // (The staff's 404, or a way to sign in: never the file.)
  expect([302, 303, 404]).toContain(outside?.status());
  await stranger?.close();

  // Staff answer: the inquiry waits on the customer again.
  await page.getByRole("textbox", { name: "Reply", exact: true }).fill("Three units are reserved.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(`Reply queued for ${customer}`)).toBeVisible();
  await expect(page.getByText("Customer replied")).toHaveCount(0);

  // The message is marked in the mailbox as imported, and read.
  const filed = (await dovecot.messages()).filter((message) => message.subject.includes(reference));
  expect(filed.map((message) => message.flags)).toEqual([["$Storefront", "\\Seen"]]);
});
