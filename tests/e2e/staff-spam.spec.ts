// Spam and bulk work in the back office, with the real server and the run's
// real SMTP server: a blocked sender's next inquiry is held (no
// acknowledgement), 'not spam' releases it, ticked rows of the inbox change
// together with script and without, and on a phone the status control is
// on the first screen.

import type { APIRequestContext, Page } from "@playwright/test";
import { findMails, recipientOf } from "#tests/fixtures/mail-folder.ts";
import { freshAddress } from "./accounts.ts";
import { DESKTOP, expect, test } from "./fixtures.ts";
import { signedInStaff } from "./staff.ts";

/** A word no other test's inquiry carries, so the search finds this test's own. */
const marker = () => `zq${Math.random().toString(36).slice(2, 9)}`;

async function send(request: APIRequestContext, email: string, message: string) {
  const response = await request.post("/api/inquiries", {
    data: { name: "Kevin Mwangi", email, message },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

const acknowledgements = (email: string) =>
  findMails(
    (mail) =>
      // The address as each inquiry spelled it: one is in capitals.
      recipientOf(mail).toLowerCase() === email && /^Your inquiry MW-/.test(mail.subject ?? ""),
  );

/** Waits until the outbox has sent an inquiry taken after `reference`: what it would send for that one, it has. */
async function outboxPassed(request: APIRequestContext) {
  const witness = freshAddress("witness");
  await send(request, witness, "Do you stock A4 paper?");
  await expect
    .poll(async () => (await acknowledgements(witness)).length, { timeout: 10_000 })
    .toBe(1);
}

const workCard = (page: Page) => page.getByRole("region", { name: "Work" });

test("a blocked sender's next inquiry is held as Spam with no acknowledgement, until 'not spam'", async ({
  page,
}) => {
  await signedInStaff(page, "owner");
  const spammer = freshAddress("spammer");
  const first = await send(page.request, spammer, "Cheap followers for your shop");
  await expect
    .poll(async () => (await acknowledgements(spammer)).length, { timeout: 10_000 })
    .toBe(1);

  await page.goto(`/staff/inquiries/${first}`);
  await workCard(page).getByRole("button", { name: "Spam and block sender" }).click();
  await expect(page.getByText("Marked Spam, and the sender blocked.")).toBeVisible();
  await expect(page.getByText(/blocked the sender, spammer\./)).toBeVisible();

  // The same address again, written in capitals: answered as usual, held.
  const second = await send(page.request, spammer.toUpperCase(), "Cheap followers, last chance");
  await outboxPassed(page.request);
  expect(await acknowledgements(spammer)).toHaveLength(1);
  expect(
    await findMails((mail) => (mail.subject ?? "").includes(second)),
    "no e-mail at all about the held inquiry",
  ).toEqual([]);

  await page.goto(`/staff/inquiries/${second}`);
  await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("Spam");
  await expect(workCard(page)).toContainText("Held as spam: the sender is blocked.");
  await expect(
    page.getByText(/held as spam: the sender is blocked\. No e-mail was sent/),
  ).toBeVisible();
  // A reply would be the first e-mail they get: the reply box says so.
  await expect(page.getByText(/the first e-mail they get from us/)).toBeVisible();
  // Not in the queue: the Spam tab has it, and the blocked sender.
  await page.goto(`/staff?q=${encodeURIComponent(spammer.split("@")[0] ?? "")}`);
  await expect(page.getByText("2 inquiries · page 1 of 1")).toBeVisible();
  await page.goto("/staff?status=spam");
  await expect(page.getByRole("region", { name: /Blocked senders/ })).toContainText(spammer);

  // Unblock, and release the held one: acknowledged now.
  await page.goto(`/staff/inquiries/${second}`);
  await workCard(page).getByRole("button", { name: "Unblock sender" }).click();
  await expect(page.getByText("Sender unblocked.")).toBeVisible();
  await workCard(page).getByRole("button", { name: "Not spam: acknowledge it" }).click();
  await expect(
    page.getByText("Not spam: acknowledged to the customer, and on the reply clock from now."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("New");
  await expect
    .poll(async () => (await acknowledgements(spammer)).length, { timeout: 10_000 })
    .toBe(2);
});

async function sendSeveral(request: APIRequestContext, word: string, n: number) {
  const references: string[] = [];
  for (let i = 0; i < n; i += 1) {
    references.push(await send(request, freshAddress("bulk"), `Quote for chairs ${word} ${i}`));
  }
  return references;
}

test("ticked inquiries change status together, each with its trail entry", async ({ page }) => {
  await signedInStaff(page, "staff");
  const word = marker();
  const [one, two, three] = await sendSeveral(page.request, word, 3);
  await page.goto(`/staff?q=${word}`);
  await expect(page.getByText("3 inquiries · page 1 of 1")).toBeVisible();
  for (const reference of [one, two]) {
    await page.getByRole("checkbox", { name: new RegExp(`^Select ${reference}`) }).check();
  }
  await expect(page.getByText("2 selected")).toBeVisible();
  await page
    .getByRole("combobox", { name: "Change for the selected inquiries" })
    .selectOption("Mark Quoted");
  await page.getByRole("button", { name: "Change selected" }).click();
  await expect(page.getByText("2 inquiries marked Quoted.").first()).toBeVisible();
  await expect(page.getByText("0 selected")).toBeVisible();
  const statuses = page.getByRole("navigation", { name: "Statuses" });
  await expect(statuses.getByRole("link", { name: /^Quoted\s*2$/ })).toBeVisible();
  await expect(statuses.getByRole("link", { name: /^New\s*1$/ })).toBeVisible();

  // All on the page, marked spam in one go.
  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  await expect(page.getByText("3 selected")).toBeVisible();
  await page.getByRole("button", { name: "Mark as spam" }).click();
  await expect(page.getByText("3 inquiries marked Spam.").first()).toBeVisible();
  await expect(statuses.getByRole("link", { name: /^Spam\s*3$/ })).toBeVisible();

  await page.goto(`/staff/inquiries/${three}`);
  await expect(page.getByText(/changed the status from New to Spam/)).toBeVisible();
  await page.goto(`/staff/inquiries/${one}`);
  await expect(page.getByText(/changed the status from New to Quoted/)).toBeVisible();
  await expect(page.getByText(/changed the status from Quoted to Spam/)).toBeVisible();
});

test("on a phone the bulk actions show once a row is ticked", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedInStaff(page, "staff");
  const word = marker();
  const [one] = await sendSeveral(page.request, word, 1);
  await page.goto(`/staff?q=${word}`);
  const change = page.getByRole("button", { name: "Change selected" });
  await expect(page.getByText("0 selected")).toBeVisible();
  await expect(change).toBeHidden();
  await page.getByRole("checkbox", { name: new RegExp(`^Select ${one}`) }).check();
  await expect(change).toBeVisible();
  expect((await change.boundingBox())?.height).toBeGreaterThanOrEqual(44);
});

test.describe("without JavaScript", () => {
  // The refusal of an empty selection is a 400 page, which Chromium logs.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: true });

  test("'select all on this page' and a change post as a plain form", async ({ page }) => {
    await signedInStaff(page, "staff");
    const word = marker();
    await sendSeveral(page.request, word, 2);
    await page.goto(`/staff?q=${word}`);
    await page.getByRole("checkbox", { name: "Select all on this page" }).check();
    await page
      .getByRole("combobox", { name: "Change for the selected inquiries" })
      .selectOption("Mark Won");
    await page.getByRole("button", { name: "Change selected" }).click();
    await expect(page.getByText("2 inquiries marked Won.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(
      page.getByRole("navigation", { name: "Statuses" }).getByRole("link", { name: /^Won\s*2$/ }),
    ).toBeVisible();
    // Nothing ticked: said so, nothing changed.
    await page.getByRole("button", { name: "Mark as spam" }).click();
    await expect(page.getByRole("alert")).toHaveText("Choose at least one inquiry.");
  });
});

test("on a phone the status control and the spam action are on the first screen, 44 px tall", async ({
  page,
}) => {
  await signedInStaff(page, "staff");
  const reference = await send(page.request, freshAddress("phone"), "Do you deliver to Kisumu?");
  // A small phone's first screen (375 × 667), the address bar's height already taken.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/staff/inquiries/${reference}`);
  const card = workCard(page);
  for (const control of [
    card.getByRole("combobox", { name: "Status", exact: true }),
    card.getByRole("button", { name: "Save" }).first(),
    card.getByRole("button", { name: "Spam and block sender" }),
  ]) {
    const box = await control.boundingBox();
    expect(box, "on the page").not.toBeNull();
    if (!box) return;
    expect(box.y + box.height, "within the first screen").toBeLessThanOrEqual(667);
    expect(box.height, "a thumb's target").toBeGreaterThanOrEqual(44);
  }
  // The desktop keeps its two columns: the Work card on the right, beside the message.
  await page.setViewportSize(DESKTOP);
  const work = await card.boundingBox();
  const message = await page.getByRole("region", { name: "Message" }).boundingBox();
  expect(work && message && work.x > message.x + message.width).toBe(true);
});
