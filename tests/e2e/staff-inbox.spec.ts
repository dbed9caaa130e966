// The inbox as the team uses it on a busy morning: a queue in due order, counts per
// status, search and filters that live in the URL, and the way into each
// inquiry.

import type { APIRequestContext } from "@playwright/test";
import { findMails } from "#tests/fixtures/mail-folder.ts";
import { freshAddress, submitAuth } from "./accounts.ts";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { saveStatus, signedInStaff } from "./staff.ts";

/** A word no other test's inquiry carries, so counts are this test's own. */
const marker = () => `zx${Math.random().toString(36).slice(2, 9)}`;

async function send(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post("/api/inquiries", {
    data: { name: "Akinyi Njeri", email: freshAddress("inbox"), ...fields },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

test("search, status and product filters, and the way in", async ({ page }) => {
  await signedInStaff(page, "staff");
  const word = marker();
  const printer = await send(page.request, {
    message: `Toner for our office ${word}`,
    product: "HP LaserJet Pro M404dn",
  });
  const laptop = await send(page.request, {
    message: `Laptops for the team ${word}`,
    product: "Dell Laptop Core i5",
    phone: "0733 987 654",
  });
  const general = await send(page.request, { message: `Opening hours? ${word}` });

  await page.goto("/staff");
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(word);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.getByText("3 inquiries · page 1 of 1")).toBeVisible();
  // The queue: all three await an answer, the one due first on top.
  const references = page.getByRole("list").last().getByRole("link");
  await expect(references.first()).toContainText(printer);
  await expect(references.last()).toContainText(general);
  // Newest first, when asked.
  await page.getByRole("combobox", { name: "Order" }).selectOption("Newest first");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(references.first()).toContainText(general);
  await expect(references.last()).toContainText(printer);

  // A phone number typed the local way finds the +254 one.
  await page.goto("/staff?q=0733987654");
  await expect(page.getByRole("link", { name: new RegExp(laptop) })).toBeVisible();

  await page.goto(`/staff?q=${word}`);
  await page.getByText("More filters").click();
  await page
    .getByRole("combobox", { name: "Product", exact: true })
    .selectOption("Dell Laptop Core i5");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("1 inquiry · page 1 of 1")).toBeVisible();

  // Work one, then see the counts move.
  // One click from the queue to a reply box ready to type in.
  await page.getByRole("link", { name: new RegExp(laptop) }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/inquiries/${laptop}#reply-body$`));
  await expect(page.getByRole("textbox", { name: "Reply", exact: true })).toBeFocused();
  await saveStatus(page, "won");
  await expect(page.getByText("Status changed.")).toBeVisible();
  await page.goto(`/staff?q=${word}`);
  const statuses = page.getByRole("navigation", { name: "Statuses" });
  await expect(statuses.getByRole("link", { name: /^Won\s*1$/ })).toBeVisible();
  await expect(statuses.getByRole("link", { name: /^New\s*2$/ })).toBeVisible();
  await statuses.getByRole("link", { name: /^Won/ }).click();
  await expect(page).toHaveURL(/status=won/);
  await expect(page.getByText("1 inquiry · page 1 of 1")).toBeVisible();
});

test("bad filter values in the URL are ignored, not an error", async ({ page }) => {
  await signedInStaff(page, "staff");
  const response = await page.goto("/staff?status=nope&page=-4&from=2026-99-99&category=x");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the inbox is axe-clean at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signedInStaff(page, "owner");
    await send(page.request, { message: `Axe check ${marker()}` });
    await page.goto("/staff?overdue=1&assignee=none");
    await expectNoAxeViolations(page);
    await page.goto("/staff");
    await expectNoAxeViolations(page);
  });
}

test("a link in a staff e-mail leads a signed-out phone through sign-in to the inquiry", async ({
  page,
  browser,
}) => {
  const member = await signedInStaff(page, "staff");
  const reference = await send(page.request, { message: `Deep link ${marker()}` });
  // The business's notification of it, with its way into the back office.
  const link = new RegExp(
    `http://\\S+/auth\\?next=%2Fstaff%2Finquiries%2F${reference}%23reply-body`,
  );
  const pick = async () =>
    (await findMails((mail) => link.test(mail.text ?? "")))[0]?.text?.match(link)?.[0];
  await expect.poll(pick, { timeout: 10_000 }).toBeTruthy();
  const href = (await pick()) ?? "";

  const phone = await browser.newContext({ viewport: PHONE });
  const signedOut = await phone.newPage();
  // The inquiry itself is no one's business before sign-in: a 404, as any unknown URL.
  const direct = await signedOut.request.get(`/staff/inquiries/${reference}`);
  expect(direct.status()).toBe(404);
  expect(await direct.text()).not.toContain(reference);

  // One tap on the link: sign in, and the inquiry opens on its reply box, ready to type.
  await signedOut.goto(href);
  await expect(signedOut.getByRole("heading", { name: "Login" })).toBeVisible();
  await submitAuth(signedOut, "Login", member.password, member.email);
  await expect(signedOut).toHaveURL(new RegExp(`/staff/inquiries/${reference}#reply-body$`));
  await expect(signedOut.getByText(reference).first()).toBeVisible();
  const reply = signedOut.getByRole("textbox", { name: "Reply", exact: true });
  await expect(reply).toBeFocused();

  // Signed in already, the same link goes straight there. Type, send: done.
  await signedOut.goto(href);
  await expect(signedOut).toHaveURL(new RegExp(`/staff/inquiries/${reference}#reply-body$`));
  await expect(reply).toBeFocused();
  await signedOut.keyboard.type("Yes, we have 5 in stock. A quote follows today.");
  await signedOut.getByRole("button", { name: "Send reply" }).click();
  await expect(signedOut.getByText(/^Reply queued for /)).toBeVisible();

  // A link that points off the back office lands on the inbox instead.
  await signedOut.goto("/auth?next=%2F%2Fevil.example%2Fstaff");
  await expect(signedOut).toHaveURL(/\/staff$/);
  await phone.close();
});

test("staff who log in from the login screen land on the inbox", async ({ page }) => {
  const member = await signedInStaff(page, "owner");
  await page.context().clearCookies();
  await page.goto("/auth");
  await submitAuth(page, "Login", member.password, member.email);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
});
