// The owner's Team page: an invitation from the back office, a role change
// and a removal, each felt by the member at once.

import { findMails, recipientOf } from "#tests/fixtures/mail-folder.ts";
import { freshAddress } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { acceptInvitation, signIn, signedInStaff } from "./staff.ts";

test("the owner invites, promotes and removes a member", async ({ page, browser }) => {
  // Two people's sign-ins and e-mails: longer than the default on a busy run.
  test.setTimeout(90_000);
  await signedInStaff(page, "owner");
  const email = freshAddress("invited");
  // The e2e database is shared: a name of this test's own.
  const name = `Baraka ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto("/staff/team");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invited ${email}`)).toBeVisible();
  await expect(page.getByRole("combobox", { name: `Role of ${name}` })).toHaveValue("staff");
  // Invited again by mistake: said so, and no second link goes out.
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`${email} is already on the team: nothing was sent.`)).toBeVisible();
  await expect
    .poll(async () => (await findMails((mail) => recipientOf(mail) === email)).length)
    .toBe(1);

  // The new member, in a browser of their own.
  const theirs = await browser.newPage();
  const member = { email, password: "invited-pass-1" };
  await acceptInvitation(theirs, email, member.password);
  await signIn(theirs, member);
  await theirs.goto("/staff");
  await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  const nav = theirs.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);
  expect((await theirs.request.get("/staff/team")).status()).toBe(404);

  // Made an owner: the Team page opens for them.
  await page.getByRole("combobox", { name: `Role of ${name}` }).selectOption("owner");
  const row = page.getByRole("listitem").filter({ hasText: email });
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Role changed.")).toBeVisible();
  expect((await theirs.request.get("/staff/team")).status()).toBe(200);

  // Removed: their session ends, and the back office is a 404 again.
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `Remove ${name} from the team` }).click();
  await expect(page.getByText("Removed from the team")).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  expect((await theirs.request.get("/staff")).status()).toBe(404);
  await theirs.close();
});

test("a staff member cannot change anyone's role", async ({ page }) => {
  await signedInStaff(page, "staff");
  const response = await page.request.post("/staff/team", {
    form: { intent: "role", id: "anyone", role: "owner" },
  });
  expect(response.status()).toBe(404);
});
