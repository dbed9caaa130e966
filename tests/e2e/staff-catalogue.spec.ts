// The back office's catalogue: an owner edits a product and finds the save
// in its history, and puts it back; a save from a second browser after
// another person's is refused with what changed; leaving unsaved changes
// asks first; a member of staff gets the catalogue only once an owner
// allows it on the Team page; categories are added, and one holding
// products is not deleted. The e2e database is shared by every spec: each
// test edits a draft copy of its own, and names what it adds uniquely.

import type { Page } from "@playwright/test";
import { freshAddress } from "./accounts.ts";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type OwnServer, ownServer } from "./own-server.ts";
import { acceptInvitation, signIn, signedInStaff, staffCommand } from "./staff.ts";

const unique = () => Math.random().toString(36).slice(2, 8);

/** Waits until the back office's page runs its script (its dialogs need it). */
async function interactive(page: Page) {
  await expect(page.locator("main[data-hydrated]")).toHaveCount(1);
}

/** Opens a product's editor and waits until it is interactive. */
async function openEditor(page: Page, id: string) {
  await page.goto(`/staff/catalogue/${id}`);
  await interactive(page);
}

/** A draft copy of a seed product, made with 'Duplicate' on its page: its id. */
async function draftCopy(page: Page, of = "3"): Promise<string> {
  await openEditor(page, of);
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/staff/catalogue/${of}$`));
  await expect(page).toHaveURL(/\/staff\/catalogue\/\d+$/);
  await expect(page.getByText("This is a draft copy.", { exact: false })).toBeVisible();
  await interactive(page);
  return new URL(page.url()).pathname.split("/").at(-1) ?? "";
}

const description = (page: Page) => page.getByLabel("Description", { exact: true });

/**
 * A refusal is answered 409 or 400, as without script, which the browser
 * logs: those, and nothing else, may be in the console.
 */
function onlyRefusals(errors: readonly string[]) {
  expect(
    errors.filter((error) => !/status of (400 \(Bad Request\)|409 \(Conflict\))/.test(error)),
  ).toEqual([]);
}

test("an owner edits a description, finds the save in its history, and restores the version before", async ({
  page,
}) => {
  await signedInStaff(page, "owner");
  await page.goto("/staff");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Catalogue" })
    .click();
  await expect(page).toHaveURL(/\/staff\/catalogue$/);
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const id = await draftCopy(page);
  const original = await description(page).inputValue();
  const edited = `${original} Now with a two-year carry-in warranty.`;
  await description(page).fill(edited);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  await expect(page.getByText(/^Version 2 · saved/)).toBeVisible();

  await page.getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(`/staff/catalogue/${id}/history`);
  const latest = page.getByRole("article", { name: /Version 2/ });
  await expect(latest.getByText("Description")).toBeVisible();
  await expect(latest.getByRole("insertion")).toHaveText(/two-year carry-in warranty\./);
  await expect(latest.getByText(/Grace Owner/)).toBeVisible();

  await interactive(page);
  await page
    .getByRole("article", { name: /Version 1/ })
    .getByRole("button", { name: /Restore this version/ })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Restore version 1?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Restore it" }).click();
  await expect(page.getByText("Version 1 restored, as a new version.")).toBeVisible();
  await expect(page.getByRole("article", { name: /Version 3/ })).toContainText("Grace Owner");

  await openEditor(page, id);
  await expect(description(page)).toHaveValue(original);
});

test.describe("refusals", () => {
  test.use({ allowConsoleErrors: true });

  test("a save after someone else's is refused with what they changed, keeping what was typed", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await signedInStaff(page, "owner");
    const id = await draftCopy(page);

    // A second owner, in a browser of their own, opens the same product.
    const context = await browser.newContext();
    const theirs = await context.newPage();
    const name = `Peter ${unique()}`;
    await signedInStaff(theirs, "owner", name);
    await openEditor(theirs, id);
    await theirs.getByLabel("Featured", { exact: true }).check();
    await theirs.getByRole("button", { name: "Save changes" }).click();
    await expect(theirs.getByText("Saved.", { exact: true })).toBeVisible();

    // The first still has the version before theirs.
    const typed = `Edited name ${unique()}`;
    await page.getByLabel("Name", { exact: true }).fill(typed);
    await page.getByRole("button", { name: "Save changes" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Not saved" });
    await expect(alert).toContainText(
      "Not saved: someone else saved this product while you were editing it.",
    );
    await expect(alert).toContainText(new RegExp(`${name}, .+ \\(Nairobi time\\): Featured\\.`));
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(typed);
    await expect(page.getByLabel("Featured", { exact: true })).not.toBeChecked();

    // Their change taken in, the typed name kept: saved as version 3.
    await alert.getByRole("button", { name: "Put my changes on the current version" }).click();
    await expect(page.getByLabel("Featured", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(typed);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(typed);
    await expect(page.getByText(/^Version 3 · saved/)).toBeVisible();
    await context.close();
    onlyRefusals(consoleErrors);
  });

  test("a new product: its slug follows the name, the rules are said beside the fields, then it opens at its address", async ({
    page,
    consoleErrors,
  }) => {
    await signedInStaff(page, "owner");
    await page.goto("/staff/catalogue");
    await page.getByRole("link", { name: "New product" }).click();
    await expect(page).toHaveURL(/\/staff\/catalogue\/new$/);
    await interactive(page);
    const name = `Dell OptiPlex ${unique()} Micro`;
    await page.getByLabel("Name", { exact: true }).fill(name);
    const slug = page.getByLabel("Slug", { exact: true });
    await expect(slug).toHaveValue(name.toLowerCase().replaceAll(" ", "-"));
    await description(page).fill("Too short.");
    await page.getByLabel("Specification 1", { exact: true }).fill("Intel Core i5-14500T");
    await page.getByLabel("Specification 2", { exact: true }).fill("16GB RAM");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page.getByText("Description must be at least 40 characters")).toBeVisible();
    await expect(page.getByText("Give 3 to 6 specifications")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

    await description(page).fill(
      "A small, quiet desktop for reception desks and accounts offices.",
    );
    await page.getByLabel("Specification 3", { exact: true }).fill("512GB SSD");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/staff\/catalogue\/\d+$/);
    await expect(page.getByText("Product created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
    onlyRefusals(consoleErrors);
  });
});

test("leaving a product with unsaved changes asks first, in the page and for the tab", async ({
  page,
}) => {
  await signedInStaff(page, "owner");
  const id = await draftCopy(page);
  await description(page).fill("Something typed and not saved, long enough to be a description.");

  const nav = page.getByRole("navigation", { name: "Back office" });
  await nav.getByRole("link", { name: "Quotes" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(`/staff/catalogue/${id}`);
  await expect(description(page)).toHaveValue(/Something typed and not saved/);

  // Closing the tab: the browser's own question, which staying answers.
  const beforeUnload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await beforeUnload;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  expect(page.isClosed()).toBe(false);

  await nav.getByRole("link", { name: "Quotes" }).click();
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/staff\/quotes$/);

  // Nothing unsaved: nothing asks.
  await openEditor(page, id);
  await expect(description(page)).not.toHaveValue(/Something typed/);
  await nav.getByRole("link", { name: "Inbox" }).click();
  await expect(page).toHaveURL(/\/staff$/);
});

test("a member of staff gets the catalogue once the owner allows it on the Team page", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page, "owner");
  const email = freshAddress("catalogue-staff");
  const name = `Wanjiru ${unique()}`;
  await staffCommand("add", email, "--role", "staff", "--name", name);
  const context = await browser.newContext();
  const theirs = await context.newPage();
  const member = { email, password: "catalogue-staff-1" };
  await acceptInvitation(theirs, email, member.password);
  await signIn(theirs, member);

  await theirs.goto("/staff");
  const nav = theirs.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Inbox" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Catalogue" })).toHaveCount(0);
  for (const path of ["/staff/catalogue", "/staff/catalogue/1", "/staff/catalogue/categories"])
    expect((await theirs.request.get(path)).status()).toBe(404);

  await page.goto("/staff/team");
  const row = page.getByRole("listitem").filter({ hasText: email });
  const allowed = row.getByRole("checkbox", { name: `Catalogue for ${name}` });
  await expect(allowed).not.toBeChecked();
  await allowed.check();
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${name} may now edit products and categories.`)).toBeVisible();
  await expect(allowed).toBeChecked();

  await theirs.goto("/staff");
  await nav.getByRole("link", { name: "Catalogue" }).click();
  await expect(theirs.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();

  // Taken away again: a 404 at once.
  await allowed.uncheck();
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${name} may no longer edit products and categories.`)).toBeVisible();
  expect((await theirs.request.get("/staff/catalogue")).status()).toBe(404);
  await context.close();
});

test("without script the editor still posts: a specification moved up, then the product saved", async ({
  page,
  browser,
}) => {
  await signedInStaff(page, "owner");
  const id = await draftCopy(page);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto(`/staff/catalogue/${id}`);
  const line = (n: number) => plain.getByLabel(`Specification ${n}`, { exact: true });
  const [first, second] = [await line(1).inputValue(), await line(2).inputValue()];
  await plain.getByRole("button", { name: "Move specification 2 up" }).click();
  await expect(line(1)).toHaveValue(second);
  await expect(line(2)).toHaveValue(first);
  await plain.getByRole("button", { name: "Save changes" }).click();
  await expect(plain.getByText("Saved.", { exact: true })).toBeVisible();
  await plain.goto(`/staff/catalogue/${id}`);
  await expect(line(1)).toHaveValue(second);
  await expect(plain.getByText(/^Version 2 · saved/)).toBeVisible();
  await context.close();
});

test("the catalogue's pages have no axe violations at phone and desktop widths", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, "owner");
  const id = await draftCopy(page);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const path of [
      "/staff/catalogue",
      "/staff/catalogue/new",
      `/staff/catalogue/${id}`,
      `/staff/catalogue/${id}/history`,
      "/staff/catalogue/categories",
    ]) {
      await page.goto(path);
      await interactive(page);
      await expectNoAxeViolations(page);
    }
  }
});

// A new category shows on every public page (home, the footer, the 404's
// way on), which other specs read from the shared e2e server: this one has
// a server of its own.
test.describe("categories, on a server of their own", () => {
  const port = 4353;
  let own: OwnServer;
  test.use({ allowConsoleErrors: true, baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    own = await ownServer(port, "staff-categories");
  });
  test.afterAll(async () => {
    await own.stop();
  });

  test("categories: one is added, one that holds products is not deleted, and a new slug redirects", async ({
    page,
    consoleErrors,
  }) => {
    await signedInStaff(page, "owner", undefined, own.env);
    await page.goto("/staff/catalogue/categories");
    await interactive(page);
    const name = `Office Furniture ${unique()}`;
    const add = page.getByRole("region", { name: "Add a category" });
    await add.getByLabel("Icon").fill("🪑");
    await add.getByLabel("Name").fill(name);
    await add
      .getByLabel("Description")
      .fill("Desks, chairs and storage for offices of every size.");
    await add.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText(`${name} added.`)).toBeVisible();
    const added = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(added).toContainText("0 products");

    // A category with products: asked, then refused, saying how many it holds.
    const services = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Services", exact: true }) });
    await services.getByRole("button", { name: "Delete Services" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete Services?" })
      .getByRole("button", { name: "Delete it" })
      .click();
    await expect(services.getByRole("alert")).toContainText(
      /Services holds \d+ products \(archived ones count too\): move them to another category before deleting it\./,
    );
    await expect(page.getByRole("heading", { name: "Services", exact: true })).toBeVisible();

    // A new slug: the old address answers 301, one hop, to the new one.
    await services.locator("summary").click();
    await services.getByLabel("Slug").fill("it-services");
    await services.getByRole("button", { name: "Save category" }).click();
    await expect(page.getByText("Services saved.")).toBeVisible();
    const moved = await page.request.get("/category/services", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/category/it-services");
    await expect
      .poll(async () => (await page.request.get("/category/it-services")).status())
      .toBe(200);

    // The empty one goes.
    await added.getByRole("button", { name: `Delete ${name}` }).click();
    await page
      .getByRole("alertdialog", { name: `Delete ${name}?` })
      .getByRole("button", { name: "Delete it" })
      .click();
    await expect(page.getByText("Category deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
    onlyRefusals(consoleErrors);
  });

  test("a stale second tab's category save is refused, saying who renamed it, and the history shows both", async ({
    page,
    consoleErrors,
  }) => {
    // Two tabs, a sign-in and a server's command on a busy machine.
    test.setTimeout(120_000);
    await signedInStaff(page, "owner", "Grace Owner", own.env);
    const stale = await page.context().newPage();
    const row = (tab: Page, name: string) =>
      tab.getByRole("listitem").filter({ has: tab.getByRole("heading", { name, exact: true }) });
    // Both tabs open at the same version.
    for (const tab of [page, stale]) {
      await tab.goto("/staff/catalogue/categories");
      await interactive(tab);
    }
    const renamed = `Networking ${unique()}`;
    const first = row(page, "Networking & Security");
    await first.locator("summary").first().click();
    await first.getByLabel("Name").fill(renamed);
    await first.getByRole("button", { name: "Save category" }).click();
    await expect(page.getByText(`${renamed} saved.`)).toBeVisible();

    // The second tab still shows the old name; its save would have put it back.
    const old = row(stale, "Networking & Security");
    await old.locator("summary").first().click();
    await old
      .getByLabel("Description")
      .fill("Routers, switches and cameras for offices and homes.");
    await old.getByRole("button", { name: "Save category" }).click();
    await expect(old.getByRole("alert")).toContainText(
      /Not saved: someone changed this category after you opened this page\. Grace Owner, .+: Name\./,
    );
    // What was typed stays.
    await expect(old.getByLabel("Description")).toHaveValue(
      "Routers, switches and cameras for offices and homes.",
    );
    const site = await page.request.get("/category/networking-security");
    expect(await site.text()).toContain(renamed);

    // The history says who changed what.
    await page.reload();
    const history = row(page, renamed).getByRole("group").filter({ hasText: "History (1)" });
    await history.locator("summary").click();
    await expect(history).toContainText("Grace Owner");
    await expect(history).toContainText(/Name\s*Networking & Security.*Networking/);
    onlyRefusals(consoleErrors);
  });
});
