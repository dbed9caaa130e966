// Replies with attachments and saved answers, as the team uses them: a
// saved answer inserted and edited, a PDF and a photo attached, and the one
// message the customer receives (the run's real SMTP server) with the
// placeholders filled and the same bytes; the files on the timeline, to
// download; the 10 MB limit, with and without script; the owner writing an
// answer on its page.

import type { Browser, Page } from "@playwright/test";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { findMails, recipientOf } from "#tests/fixtures/mail-folder.ts";
import { expect, test } from "./fixtures.ts";
import { sendInquiry, signedInStaff } from "./staff.ts";

/** A one-page price list, as a PDF. */
function pricePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  doc.fontSize(18).text("Toner price list");
  doc.fontSize(12).text("HP 26A black: KSh 8,500\nHP 59A black: KSh 12,900");
  doc.end();
  return new Promise((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
}

const shopPhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#1d6f5f" } })
    .png()
    .toBuffer();

/** A PDF over the 10 MB the attachments of one reply may come to. */
function oversizedPdf(): Buffer {
  const content = Buffer.alloc(10.5 * 1024 * 1024, 0x20);
  content.write("%PDF-1.4\n");
  return content;
}

const replyBox = (page: Page) => page.getByRole("textbox", { name: "Reply", exact: true });
const timeline = (page: Page) => page.getByRole("region", { name: "Timeline" });
const repliesTo = (email: string) =>
  findMails((m) => recipientOf(m) === email && /^Re: Your inquiry/.test(m.subject ?? ""));

async function openInquiry(page: Page, reference: string) {
  await page.goto(`/staff/inquiries/${reference}#reply-body`);
  await expect(page.locator("main[data-hydrated]")).toBeAttached();
  await expect(replyBox(page)).toBeFocused();
}

test("a reply with a saved answer and two files reaches the customer as one message, and the files stay on the timeline", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signedInStaff(page, "staff", "Otieno Kariuki");
  const { reference, email } = await sendInquiry(page.request);
  await openInquiry(page, reference);

  // Typed first; the answer goes after it, filled in for this inquiry.
  await replyBox(page).fill("Habari Wanjiku,");
  await page.getByRole("combobox", { name: "Saved answer" }).selectOption("Price and availability");
  await page.getByRole("button", { name: "Insert" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/inquiries/${reference}#reply-body$`));
  const inserted = await replyBox(page).inputValue();
  expect(inserted).toMatch(
    /^Habari Wanjiku,\n\nHello Wanjiku Otieno,\n\nThank you for asking about the HP LaserJet Pro M404dn\./,
  );
  expect(inserted).toContain(`quoting ${reference}`);
  expect(inserted).not.toMatch(/[{}]/);
  await expect(replyBox(page)).toBeFocused();
  const answer = inserted.replace("[price]", "8,500");
  await replyBox(page).fill(answer);

  const pdf = await pricePdf();
  const png = await shopPhoto();
  await page.getByLabel("Attach files").setInputFiles([
    { name: "Toner price list.pdf", mimeType: "application/pdf", buffer: pdf },
    // What the browser says does not count: the name and the content do.
    { name: "shop-front.png", mimeType: "application/octet-stream", buffer: png },
  ]);
  await expect(page.getByText(/Chosen: 2 files, \d+ KB of 10\.0 MB\./)).toBeVisible();
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(`Reply queued for ${email} with 2 files.`)).toBeVisible();
  await expect(replyBox(page)).toHaveValue("");

  // One message, with the filled answer and the same bytes.
  await expect.poll(async () => (await repliesTo(email)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await repliesTo(email);
  expect(mail?.text).toContain("Hello Wanjiku Otieno,");
  expect(mail?.text).toContain("It is in stock at KSh 8,500 each");
  expect(mail?.text).toContain(`quoting ${reference}`);
  expect(mail?.text).toContain("Otieno Kariuki");
  expect(mail?.text).not.toMatch(/[{}]/);
  const files = mail?.attachments ?? [];
  expect(files.map((file) => [file.filename, file.contentType])).toEqual([
    ["Toner price list.pdf", "application/pdf"],
    ["shop-front.png", "image/png"],
  ]);
  expect(files[0]?.content.equals(pdf)).toBe(true);
  expect(files[1]?.content.equals(png)).toBe(true);

  // The timeline lists them; each downloads as it was sent.
  const entry = timeline(page).getByRole("listitem").filter({ hasText: "replied by e-mail" });
  const link = entry.getByRole("link", { name: /Toner price list\.pdf/ });
  await expect(link).toBeVisible();
  await expect(entry.getByRole("link", { name: /shop-front\.png/ })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("Toner price list.pdf");
  const saved = await download.path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(saved)).equals(pdf)).toBe(true);

  const href = (await link.getAttribute("href")) ?? "";
  const served = await page.request.get(href);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-disposition"]).toBe(
    `attachment; filename="Toner price list.pdf"; filename*=UTF-8''Toner%20price%20list.pdf`,
  );
  // Staff only: signed out, the file is not there.
  expect((await request.get(href)).status()).toBe(404);
});

test("with script, files over 10 MB are refused as they are chosen, and nothing is sent", async ({
  page,
}) => {
  await signedInStaff(page, "staff");
  const { reference, email } = await sendInquiry(page.request);
  await openInquiry(page, reference);
  await replyBox(page).fill("Our full catalogue is attached.");
  await page.getByLabel("Attach files").setInputFiles({
    name: "catalogue.pdf",
    mimeType: "application/pdf",
    buffer: oversizedPdf(),
  });
  const refusal = "The attachments come to more than 10 MB: send fewer or smaller files.";
  await expect(page.getByLabel("Attach files")).toHaveAccessibleDescription(new RegExp(refusal));
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(replyBox(page)).toHaveValue("Our full catalogue is attached.");
  await expect(timeline(page).getByText("replied by e-mail")).toHaveCount(0);
  expect(await repliesTo(email)).toHaveLength(0);

  // A body past the route's own limit (10 MB of files and the form) is a 413 with words.
  const response = await page.request.post(`/staff/inquiries/${reference}`, {
    multipart: {
      intent: "reply",
      body: "Too much",
      files: {
        name: "big.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(12 * 1024 * 1024),
      },
    },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toBe(refusal);
});

/** The signed-in member's page, without script. */
async function withoutScript(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

test("without script, Insert adds the answer to what was typed, and a refused file keeps the text", async ({
  page,
  browser,
}) => {
  await signedInStaff(page, "staff");
  const { reference, email } = await sendInquiry(page.request);
  const plain = await withoutScript(browser, page);
  await plain.goto(`/staff/inquiries/${reference}`);
  await replyBox(plain).fill("Thank you for waiting.");
  await plain.getByRole("combobox", { name: "Saved answer" }).selectOption("Visit or call us");
  await plain.getByRole("button", { name: "Insert" }).click();
  await expect(plain).toHaveURL(/\?.*answer=.*#reply-body$/);
  const text = await replyBox(plain).inputValue();
  expect(text).toMatch(/^Thank you for waiting\.\n\nHello Wanjiku Otieno,\n\nYou are welcome/);
  expect(text).toContain(`Please mention ${reference}`);

  await plain.getByLabel("Attach files").setInputFiles({
    name: "catalogue.pdf",
    mimeType: "application/pdf",
    buffer: oversizedPdf(),
  });
  await plain.getByRole("button", { name: "Send reply" }).click();
  await expect(plain.getByLabel("Attach files")).toHaveAccessibleDescription(
    /The attachments come to more than 10 MB: send fewer or smaller files\./,
  );
  await expect(replyBox(plain)).toHaveValue(text);
  await expect(timeline(plain).getByText("replied by e-mail")).toHaveCount(0);
  expect(await repliesTo(email)).toHaveLength(0);

  // A program called a PDF is refused by its content, whatever the browser says.
  await plain.getByLabel("Attach files").setInputFiles({
    name: "invoice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ\x90\x00 this is a program"),
  });
  await plain.getByRole("button", { name: "Send reply" }).click();
  await expect(plain.getByLabel("Attach files")).toHaveAccessibleDescription(
    /invoice\.pdf does not look like the file its name says/,
  );
  await plain.context().close();
});

test.describe("the saved answers page", () => {
  // A refused form answers 400, which the browser notes in the console.
  test.use({ allowConsoleErrors: true });

  test("the owner writes a saved answer; a misspelt placeholder is refused by name; staff cannot open the page", async ({
    page,
    browser,
  }) => {
    await signedInStaff(page, "owner");
    await page.goto("/staff");
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Saved answers" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Saved answers" })).toBeVisible();
    const placeholders = page.getByRole("region", { name: "Placeholders" });
    await expect(placeholders.getByText("{customer_name}")).toBeVisible();
    await expect(placeholders.getByText("{opening_hours}")).toBeVisible();

    const form = page.getByRole("region", { name: "Add a saved answer" });
    const title = `Delivery to Mombasa ${Date.now()}`;
    await form.getByLabel("Title").fill(title);
    await form
      .getByLabel("Answer")
      .fill("Hello {custmer}, we send to Mombasa by courier in 2-3 days.");
    await form.getByRole("button", { name: "Add answer" }).click();
    await expect(form.getByLabel("Answer")).toHaveAccessibleDescription(
      /There is no placeholder \{custmer\}: use one of those listed on this page/,
    );
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await form
      .getByLabel("Answer")
      .fill("Hello {customer_name}, we send to Mombasa by courier in 2-3 days. {staff_name}");
    await form.getByRole("button", { name: "Add answer" }).click();
    await expect(page.getByRole("status")).toHaveText(`Saved “${title}”.`);
    const listed = page.getByRole("region", { name: /^Answers \(\d+\)$/ });
    await expect(listed.getByText(title)).toBeVisible();
    await expect(form.getByLabel("Title")).toHaveValue("");

    // Staff reply with the answers; only owners write them.
    const staffPage = await (await browser.newContext()).newPage();
    await signedInStaff(staffPage, "staff");
    await staffPage.goto("/staff");
    await expect(
      staffPage
        .getByRole("navigation", { name: "Back office" })
        .getByRole("link", { name: "Saved answers" }),
    ).toHaveCount(0);
    const response = await staffPage.goto("/staff/answers");
    expect(response?.status()).toBe(404);
    const { reference } = await sendInquiry(staffPage.request);
    await staffPage.goto(`/staff/inquiries/${reference}`);
    await expect(
      staffPage
        .getByRole("combobox", { name: "Saved answer" })
        .getByRole("option", { name: title }),
    ).toBeAttached();
    await staffPage.context().close();

    // Deleted after a question, it is gone from the list.
    await listed.getByText(title).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await listed.getByRole("button", { name: `Delete “${title}”` }).click();
    await expect(page.getByRole("status")).toHaveText("Answer deleted.");
    await expect(listed.getByText(title)).toHaveCount(0);
  });
});
