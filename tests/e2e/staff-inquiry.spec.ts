// The back office's inquiry page, used as the team uses it: the staff
// command line and invitation, a status change, a note, an e-mail reply that
// reaches the customer in the acknowledgement's thread, a WhatsApp hand-off,
// the owner's export and erasure, and everyone else kept out.

import type { Page } from "@playwright/test";
import { copy } from "#app/business/copy.ts";
import { business } from "#app/business/details.ts";
import { findMail, recipientOf } from "#tests/fixtures/mail-folder.ts";
import { freshAddress, signUpAndVerify } from "./accounts.ts";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import {
  INVITATION_LINK,
  e2eServerEnv,
  saveAssignee,
  saveStatus,
  sendInquiry,
  signedInStaff,
  staffCommand,
  staffCommandWith,
} from "./staff.ts";

const timeline = (page: Page) => page.getByRole("region", { name: "Timeline" });

test("the command line makes an owner, and adding them again says they are on the team", async () => {
  const email = freshAddress("first-owner");
  expect(await staffCommand("add", email, "--role", "owner")).toContain(`Created ${email}`);
  // Running it again fails nothing and sends no second link.
  expect(await staffCommand("add", email, "--role", "owner")).toMatch(
    /is already on the team as owner: nothing changed and nothing was sent\./,
  );
  expect(await staffCommand("list")).toContain(email);
});

test("without SMTP_URL the command prints the invitation's link itself, and it works", async ({
  page,
}) => {
  const email = freshAddress("no-smtp-owner");
  const output = await staffCommandWith(
    { ...e2eServerEnv(), SMTP_URL: "" },
    "add",
    email,
    "--role",
    "owner",
  );
  expect(output).toMatch(
    new RegExp(
      `Created ${email.replaceAll(".", "\\.")} .* No SMTP_URL is set, so nothing was sent: the e-mail is in \\S+data/mail/\\S+\\.eml\\.`,
    ),
  );
  const link = /^Its link to set a password: (http\S+)$/m.exec(output)?.[1];
  expect(link).toMatch(INVITATION_LINK);
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
});

test("staff work an inquiry: status, note, e-mail reply in the thread, WhatsApp", async ({
  page,
  context,
}) => {
  // A whole morning's work in one test: longer than the default 30 s on a busy run.
  test.setTimeout(90_000);
  await signedInStaff(page, "staff");
  const { reference, email } = await sendInquiry(page.request);
  await page.goto(`/staff/inquiries/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${reference} · Wanjiku Otieno`);
  await expect(page.getByText("Do you have 5 in stock")).toBeVisible();
  await expect(timeline(page).getByText("Received from the website")).toBeVisible();

  await saveStatus(page, "quoted");
  await expect(timeline(page).getByText("changed the status from New to Quoted")).toBeVisible();

  await page
    .getByRole("textbox", { name: "Note", exact: true })
    .fill("Asked for a company invoice.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(timeline(page).getByText("Asked for a company invoice.")).toBeVisible();

  const answer = "Hello Wanjiku, yes: 5 in stock at KES 38,500 each.";
  await page.getByRole("textbox", { name: "Reply", exact: true }).fill(answer);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(`Reply queued for ${email}`)).toBeVisible();
  await expect(timeline(page).getByText(answer)).toBeVisible();

  // The customer has the acknowledgement, then the reply in its thread.
  const byKind = (subject: RegExp) => () =>
    findMail((m) => recipientOf(m) === email && subject.test(m.subject ?? ""));
  await expect.poll(byKind(/^Your inquiry/), { timeout: 10_000 }).toBeTruthy();
  await expect.poll(byKind(/^Re: Your inquiry/), { timeout: 10_000 }).toBeTruthy();
  const acknowledgement = await byKind(/^Your inquiry/)();
  const reply = await byKind(/^Re: Your inquiry/)();
  expect(acknowledgement?.text).toContain(reference);
  expect(reply?.inReplyTo).toBe(acknowledgement?.messageId);
  expect(reply?.text).toContain(answer);
  expect(reply?.text).toContain(reference);

  // WhatsApp: the chat opens in a new tab with the reference; the trail records it.
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  const opened = context.waitForEvent("request", (request) =>
    request.url().startsWith("https://wa.me/"),
  );
  await page.getByRole("button", { name: "Reply on WhatsApp" }).click();
  const chatUrl = new URL((await opened).url());
  expect(chatUrl.origin + chatUrl.pathname).toBe("https://wa.me/254722123456");
  expect(chatUrl.searchParams.get("text")).toContain(reference);
  await expect(timeline(page).getByText("opened a WhatsApp chat")).toBeVisible();
});

test("opening WhatsApp is not an answer; saying a message went is", async ({ page, context }) => {
  await signedInStaff(page, "staff");
  const { reference } = await sendInquiry(page.request);
  await page.goto(`/staff/inquiries/${reference}`);
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  const chat = context.waitForEvent("page");
  await page.getByRole("button", { name: "Reply on WhatsApp" }).click();
  await (await chat).close();
  await page.reload();
  await expect(timeline(page).getByText("opened a WhatsApp chat")).toBeVisible();
  // Still owed an answer: the reminders keep going.
  const confirm = page.getByRole("button", { name: "Answered on WhatsApp" });
  await expect(confirm).toBeVisible();
  await expect(page.getByText(/^Answered (in time|late)$/)).toHaveCount(0);

  await confirm.click();
  await expect(page.getByText("Marked as answered on WhatsApp.")).toBeVisible();
  await expect(timeline(page).getByText("answered the customer on WhatsApp")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(/^Answered (in time|late)$/)).toBeVisible();
});

test("a member is e-mailed when an inquiry is assigned to them", async ({ page, browser }) => {
  // The member, signed in elsewhere; the owner assigns from the inquiry's page.
  const other = await browser.newPage();
  const name = `Kamau ${Math.random().toString(36).slice(2, 8)}`;
  const member = await signedInStaff(other, "staff", name);
  await other.close();
  await signedInStaff(page, "owner");
  const { reference } = await sendInquiry(page.request);
  await page.goto(`/staff/inquiries/${reference}`);
  await saveAssignee(page, name);
  await expect(page.getByText("Assigned, and e-mailed to them.")).toBeVisible();
  const told = () =>
    findMail(
      (mail) =>
        recipientOf(mail) === member.email &&
        mail.subject === `Assigned to you: ${reference} from Wanjiku Otieno`,
    );
  await expect.poll(told, { timeout: 10_000 }).toBeTruthy();
  expect((await told())?.text).toContain(`/auth?next=%2Fstaff%2Finquiries%2F${reference}`);
});

test("a member chooses their e-mails: no assignment e-mail once they opt out", async ({
  page,
  browser,
}) => {
  const other = await browser.newPage({ viewport: { width: 375, height: 740 } });
  const name = `Njeri ${Math.random().toString(36).slice(2, 8)}`;
  await signedInStaff(other, "staff", name);
  // Their name in the header opens their page; staff get assignments only, at first.
  await other.goto("/staff");
  await other.getByRole("link", { name: `${name} · Staff: your e-mails` }).click();
  await expect(other.getByRole("heading", { name: "Your e-mails" })).toBeVisible();
  const box = (label: string) => other.getByRole("checkbox", { name: label });
  await expect(box("Assigned to me")).toBeChecked();
  await expect(box("Close to overdue")).not.toBeChecked();
  await expect(box("Morning digest")).not.toBeChecked();
  await box("Assigned to me").uncheck();
  await box("Morning digest").check();
  await other.getByRole("button", { name: "Save" }).click();
  await expect(other.getByText("Saved: you get the e-mails ticked below.")).toBeVisible();
  await other.reload();
  await expect(box("Assigned to me")).not.toBeChecked();
  await expect(box("Morning digest")).toBeChecked();
  await other.close();

  await signedInStaff(page, "owner");
  const { reference } = await sendInquiry(page.request);
  await page.goto(`/staff/inquiries/${reference}`);
  await saveAssignee(page, name);
  await expect(page.getByText("Assignment saved.")).toBeVisible();
  await expect(page.getByText("Assigned, and e-mailed to them.")).toHaveCount(0);
});

test("the owner exports a customer's data, then erases it", async ({ page }) => {
  await signedInStaff(page, "owner");
  const { reference, email } = await sendInquiry(page.request);
  await sendInquiry(page.request, email);
  await page.goto(`/staff/inquiries/${reference}`);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export as JSON" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const held = JSON.parse(await readFile(file, "utf8")) as {
    email: string;
    inquiries: { reference: string }[];
  };
  expect(held.email).toBe(email);
  expect(held.inquiries).toHaveLength(2);

  await page.getByRole("button", { name: "Erase this customer…" }).click();
  await page.getByRole("textbox", { name: "Type erase to confirm", exact: true }).fill("erase");
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByText("The customer's data is erased (2 inquiries).")).toBeVisible();
  const gone = await page.request.get(`/staff/inquiries/${reference}`);
  expect(gone.status()).toBe(404);
});

test.describe("the 404 of staff URLs", () => {
  // The 404 page logs its own console errors (spec), like any unknown URL.
  test.use({ allowConsoleErrors: true });

  test("visitors and customers get the site's 404 on every staff URL", async ({
    page,
    consoleErrors,
  }) => {
    const { reference } = await sendInquiry(page.request);
    const urls = ["/staff", "/staff/team", `/staff/inquiries/${reference}`];
    for (const url of urls) expect((await page.request.get(url)).status(), url).toBe(404);
    await signUpAndVerify(page, freshAddress("customer"));
    for (const url of urls) expect((await page.request.get(url)).status(), url).toBe(404);
    const post = await page.request.post(`/staff/inquiries/${reference}`, {
      form: { intent: "status", status: "spam" },
    });
    expect(post.status()).toBe(404);
    // The same page as any unknown URL, and no script that would reveal more.
    await page.goto("/staff");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.notFound.title);
    await expect(page).toHaveTitle(`${copy.notFound.title} | ${business.shortName}`);
    expect(await page.locator("script[src], link[rel=modulepreload]").count()).toBe(0);
    expect(consoleErrors.filter((error) => /React/.test(error))).toEqual([]);
  });
});

test.describe("kept out", () => {
  test("staff cannot manage the team or erase customers", async ({ page }) => {
    await signedInStaff(page, "staff");
    const { reference } = await sendInquiry(page.request);
    expect((await page.request.get("/staff/team")).status()).toBe(404);
    expect(
      (await page.request.get(`/staff/inquiries/${reference}/customer-data.json`)).status(),
    ).toBe(404);
    const erase = await page.request.post(`/staff/inquiries/${reference}`, {
      form: { intent: "erase", confirm: "erase" },
    });
    expect(erase.status()).toBe(404);
    expect((await page.request.get(`/staff/inquiries/${reference}`)).status()).toBe(200);
  });

  test("a cross-site post is refused", async ({ page }) => {
    await signedInStaff(page, "owner");
    const { reference } = await sendInquiry(page.request);
    const forged = await page.request.post(`/staff/inquiries/${reference}`, {
      headers: { origin: "https://evil.example" },
      form: { intent: "status", status: "spam" },
    });
    expect(forged.status()).toBe(403);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the inquiry and team pages are axe-clean at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signedInStaff(page, "owner");
    const { reference } = await sendInquiry(page.request);
    await page.goto(`/staff/inquiries/${reference}`);
    await expectNoAxeViolations(page);
    await page.goto("/staff/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
    await expectNoAxeViolations(page);
  });
}

test("a reply written in the back office shows on the customer's 'My inquiries'", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = freshAddress("customer");
  await signUpAndVerify(page, customer);
  const { reference } = await sendInquiry(page.request, customer);

  const office = await browser.newPage();
  await signedInStaff(office, "staff");
  await office.goto(`/staff/inquiries/${reference}`);
  const answer = "Hello Wanjiku, we can deliver on Friday morning.";
  await office.getByRole("textbox", { name: "Reply", exact: true }).fill(answer);
  await office.getByRole("button", { name: "Send reply" }).click();
  await expect(office.getByText(`Reply queued for ${customer}`)).toBeVisible();
  await office.close();

  await page.goto("/account/inquiries");
  const card = page.getByRole("listitem").filter({ hasText: reference });
  await expect(card.getByText(answer)).toBeVisible();
  await expect(card.getByText("In progress")).toBeVisible();
});

test("every back-office field is named by its purpose, with its hint as a description", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInStaff(page, "owner");
  const { reference, email } = await sendInquiry(page.request);

  await page.goto(`/staff/inquiries/${reference}`);
  const reply = page.getByRole("textbox", { name: "Reply", exact: true });
  await expect(reply).toHaveAccessibleDescription(
    `To ${email}, in the thread of the acknowledgement they received. Signed with your name and the business's contacts.`,
  );
  const note = page.getByRole("textbox", { name: "Note", exact: true });
  await expect(note).toHaveAccessibleDescription("Seen by the team only.");
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Assigned to", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Erase this customer…" }).click();
  const confirm = page.getByRole("textbox", { name: "Type erase to confirm", exact: true });
  await expect(confirm).toHaveAccessibleDescription("This deletes it all, for good.");

  await page.goto("/staff");
  const search = page.getByRole("searchbox", { name: "Search", exact: true });
  await expect(search).toHaveAccessibleDescription(
    "Name, e-mail, phone or message. Press / to come here.",
  );
  await expect(page.getByRole("checkbox", { name: "Overdue only", exact: true })).toBeVisible();
  await page.getByText("More filters").click();
  for (const name of ["Category", "Product", "Assigned to"]) {
    await expect(page.getByRole("combobox", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Received from", "Received until"]) {
    await expect(page.getByLabel(name, { exact: true })).toHaveAttribute("type", "date");
  }

  await page.goto("/staff/team");
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toBeVisible();
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveAccessibleDescription("(optional)");
  await expect(page.getByRole("combobox", { name: "Role", exact: true })).toBeVisible();
});
