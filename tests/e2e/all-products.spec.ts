import { type Page } from "@playwright/test";
import { findMail } from "#tests/fixtures/mail-folder.ts";
import { expect, test } from "./fixtures.ts";
import { categories, products } from "./catalogue-data.ts";

// The spec's rule and the ranking (name before description, whole
// words before parts, then catalogue order), written out again independently
// of the app's code.
function expectedNames(query: string, category = "all") {
  const q = query.toLowerCase();
  const escaped = q.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
  const rank = (text: string, base: number) =>
    text.includes(q) ? base + (whole.test(text) ? 0 : 1) : Infinity;
  return products
    .filter((p) => p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q))
    .filter((p) => category === "all" || p.categorySlug === category)
    .map((p, order) => ({
      name: p.name,
      order,
      tier: Math.min(rank(p.name.toLowerCase(), 0), rank(p.description.toLowerCase(), 2)),
    }))
    .sort((a, b) => a.tier - b.tier || a.order - b.order)
    .map((p) => p.name);
}

function visibleNames(page: Page) {
  return page.getByRole("list", { name: "Products" }).getByRole("heading", { level: 3 });
}

function closeNames(page: Page) {
  return page.getByRole("list", { name: "Close matches" }).getByRole("heading", { level: 3 });
}

/** The business's notification of the inquiry from `name`, once it has been sent. */
async function notificationFrom(name: string) {
  const pick = () => findMail((m) => (m.subject ?? "").includes(name));
  await expect.poll(pick, { timeout: 10_000 }).toBeTruthy();
  return (await pick())?.text ?? "";
}

/** Waits until the close matches show each of `names` (a page may still be arriving). */
async function expectCloseMatches(page: Page, names: readonly string[]) {
  for (const name of names) {
    await expect(closeNames(page).filter({ hasText: name })).toHaveCount(1);
  }
}

const HP_LAPTOPS = ["HP ProBook 450 G10", "HP EliteBook 840 G10", "HP 250 G10 Laptop"];

const search = (page: Page) =>
  page.getByRole("main").getByRole("searchbox", { name: "Search products" });
const category = (page: Page) => page.getByRole("combobox", { name: "Category" });

test("lists all 71 products on one page, with the search box and every category", async ({
  page,
}) => {
  // The list is the page's own: the live search fetches no other page of cards.
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto("/all-products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
  await expect(search(page)).toHaveAttribute("placeholder", "Search products...");
  await expect(category(page).locator("option")).toHaveText([
    "All Categories",
    ...categories.map((c) => c.name),
  ]);
  await expect(page.getByText("Showing 71 of 71 products", { exact: true })).toBeVisible();
  // Every product once, in the catalogue's order, and no pages.
  await expect(visibleNames(page)).toHaveText(products.map((p) => p.name));
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  expect((await page.request.get("/all-products?page=2")).status()).toBe(404);

  // A category shows every one of its products, live.
  await category(page).selectOption({ label: "Computers & Peripherals" });
  const computers = products.filter((p) => p.categorySlug === "computers-peripherals");
  expect(computers).toHaveLength(17);
  await expect(page.getByText("Showing 17 of 71 products", { exact: true })).toBeVisible();
  await expect(visibleNames(page)).toHaveText(computers.map((p) => p.name));
  await expect(page).toHaveURL(/\/all-products\?category=computers-peripherals$/);
  expect(fetched.filter((url) => url.includes("show=all"))).toEqual([]);
});

test("a category's or a search's address opens with every match", async ({ page }) => {
  await page.goto("/all-products?category=computers-peripherals");
  await expect(page.getByText("Showing 17 of 71 products", { exact: true })).toBeVisible();
  await expect(visibleNames(page)).toHaveCount(17);
  const names = expectedNames("a");
  expect(names.length).toBeGreaterThan(16);
  await page.goto("/all-products?q=a");
  await expect(
    page.getByText(`Showing ${names.length} of 71 products`, { exact: true }),
  ).toBeVisible();
  await expect(visibleNames(page)).toHaveText(names);
});

test("filters live as the visitor types, ignoring case, and keeps the URL in step", async ({
  page,
}) => {
  await page.goto("/all-products");
  await search(page).pressSequentially("LOGITECH");
  const names = expectedNames("logitech");
  expect(names.length).toBeGreaterThan(2);
  await expect(visibleNames(page)).toHaveText(names);
  await expect(
    page.getByText(`Showing ${names.length} of 71 products`, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/all-products\?q=LOGITECH$/);

  await category(page).selectOption({ label: "Accessories & Smart Tech" });
  const both = expectedNames("logitech", "accessories-smart-tech");
  await expect(visibleNames(page)).toHaveText(both);
  await expect(page).toHaveURL(/\?q=LOGITECH&category=accessories-smart-tech$/);

  // Description text matches too.
  await search(page).fill("NOISE-CANCELLING");
  await expect(visibleNames(page)).toHaveText(
    expectedNames("noise-cancelling", "accessories-smart-tech"),
  );

  await search(page).fill("");
  await category(page).selectOption("all");
  await expect(visibleNames(page)).toHaveCount(71);
  await expect(page).toHaveURL(/\/all-products$/);
});

test("shows the empty state when nothing matches", async ({ page }) => {
  await page.goto("/all-products");
  await search(page).fill("zzzz-no-such-thing");
  await expect(page.getByText("Showing 0 of 71 products", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your search or category filter to find what you're looking for."),
  ).toBeVisible();
  await search(page).fill("epson");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeHidden();
});

test("a shared filtered URL opens filtered, and filtering goes on from there", async ({ page }) => {
  await page.goto("/all-products?q=ssd&category=storage-memory");
  await expect(search(page)).toHaveValue("ssd");
  await expect(category(page)).toHaveValue("storage-memory");
  await expect(visibleNames(page)).toHaveText(expectedNames("ssd", "storage-memory"));
  await category(page).selectOption("all");
  await expect(visibleNames(page)).toHaveText(expectedNames("ssd"));
  await page.reload();
  await expect(visibleNames(page)).toHaveText(expectedNames("ssd"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form filters as a plain GET and the count is right", async ({ page }) => {
    await page.goto("/all-products");
    await search(page).fill("printer");
    await category(page).selectOption("printing-scanning");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/all-products\?q=printer&category=printing-scanning$/);
    const names = expectedNames("printer", "printing-scanning");
    await expect(visibleNames(page)).toHaveText(names);
    await expect(
      page.getByText(`Showing ${names.length} of 71 products`, { exact: true }),
    ).toBeVisible();
  });

  test("a filter with no match shows the empty state", async ({ page }) => {
    await page.goto("/all-products?q=qwertyuiop");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText("Showing 0 of 71 products", { exact: true })).toBeVisible();
  });
});

test("All Products keeps the header's search box beside its own, both holding the query", async ({
  page,
}) => {
  await page.goto("/all-products?q=toner");
  const headerBox = page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
  await expect(headerBox).toBeVisible();
  await expect(headerBox).toHaveAttribute("placeholder", "Search products...");
  await expect(headerBox).toHaveValue("toner");
  await expect(search(page)).toHaveValue("toner");
  await expect(page.getByRole("searchbox")).toHaveCount(2);
  await page.goto("/all-products");
  await expect(headerBox).toBeVisible();
  await expect(headerBox).toHaveValue("");
  // Elsewhere the header has its box, and it submits to All Products.
  await page.goto("/about");
  const header = page.getByRole("banner").getByRole("search");
  await header.getByRole("searchbox", { name: "Search products" }).fill("ssd");
  await header.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/all-products\?q=ssd$/);
  await expect(search(page)).toHaveValue("ssd");
});

test("ranks by relevance as the visitor types: 'printer' starts with printers", async ({
  page,
}) => {
  await page.goto("/all-products");
  await search(page).pressSequentially("printer");
  const names = expectedNames("printer");
  await expect(visibleNames(page)).toHaveText(names);
  expect(names[0]).toBe("Epson EcoTank Printer");
  expect(names.indexOf("Anker 4-Port USB 3.0 Hub")).toBeGreaterThan(2);
  // Many results: no close matches.
  await expect(page.getByRole("heading", { name: "Close matches" })).toBeHidden();

  await search(page).fill("ssd");
  await expect(visibleNames(page)).toHaveText(expectedNames("ssd"));
  await expect(visibleNames(page).first()).toHaveText("Lexar NS100 SSD 256GB");
});

test("close matches and 'Ask us about' as the visitor types; the dialog asks for them", async ({
  page,
}) => {
  await page.goto("/all-products");
  await search(page).pressSequentially("hp laptop");
  await expect(page).toHaveURL(/\/all-products\?q=hp\+laptop$/);
  await expect(page.getByText("Showing 0 of 71 products", { exact: true })).toBeVisible();
  await expect(visibleNames(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Close matches" })).toBeVisible();
  await expectCloseMatches(page, HP_LAPTOPS);
  expect(await closeNames(page).allTextContents()).not.toContain("Dell Laptop Core i5");

  // A typo, and Wi-Fi written without its hyphen.
  await search(page).fill("lenvo");
  await expect(closeNames(page)).toHaveText(["Lenovo IdeaPad Slim 3", "Lenovo ThinkPad E14 Gen 5"]);
  await search(page).fill("wifi");
  await expectCloseMatches(page, ["TP-Link Archer C6 Router"]);

  // Back to a query the spec's rule answers: the section goes.
  await search(page).fill("epson");
  await expect(page.getByRole("heading", { name: "Close matches" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "No products found" })).toBeHidden();
  await expect(visibleNames(page)).toHaveText(expectedNames("epson"));

  await search(page).fill("solar inverter");
  const ask = page.getByRole("link", { name: 'Ask us about "solar inverter"' });
  await ask.click();
  const dialog = page.getByRole("dialog", { name: "Send Inquiry" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Message")).toHaveValue(/"solar inverter"/);
  const name = `Achieng ${Date.now()}`;
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Email Address").fill("achieng@example.co.ke");
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.getByText("Inquiry Sent!")).toBeVisible();
  const mail = await notificationFrom(name);
  expect(mail).toContain('"solar inverter"');
  expect(mail).toContain("/all-products?q=solar+inverter");
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a query's page shows the ranked list, the close matches and the way to ask", async ({
    page,
  }) => {
    await page.goto("/all-products?q=printer");
    await expect(visibleNames(page)).toHaveText(expectedNames("printer"));

    await page.goto("/all-products");
    await search(page).fill("hp laptop");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/all-products\?q=hp\+laptop&category=all$/);
    await expect(page.getByText("Showing 0 of 71 products", { exact: true })).toBeVisible();
    await expectCloseMatches(page, HP_LAPTOPS);

    await page.getByRole("link", { name: 'Ask us about "hp laptop"' }).click();
    await expect(page).toHaveURL(/\/inquiry\?about=hp\+laptop&from=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send Inquiry");
    await expect(page.getByLabel("Message")).toHaveValue(/"hp laptop"/);
    const name = `Mutua ${Date.now()}`;
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email Address").fill("mutua@example.co.ke");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page).toHaveURL(/\/inquiry\/sent\?ref=MW-\d{5}/);
    expect(await notificationFrom(name)).toContain('"hp laptop"');
  });

  test("close matches keep to the chosen category", async ({ page }) => {
    await page.goto("/all-products?q=wifi&category=printing-scanning");
    await expectCloseMatches(page, ["Epson EcoTank Printer"]);
    expect(await closeNames(page).allTextContents()).not.toContain("TP-Link Archer C6 Router");
  });
});
