// Quotes around the back office: the Quotes list reached from the
// navigation (states, search, what they are worth, the CSV), the quotes in
// Insights, a signed-in customer's quotes in 'My inquiries', and every new
// page axe-clean at phone and desktop widths. The e2e database is shared by
// every spec, so lists are searched for this test's own quote.

import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { freshAddress, signUpAndVerify } from "./accounts.ts";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { LAPTOP, newInquiry, sentQuote, startQuote } from "./quotes.ts";
import { signedInStaff } from "./staff.ts";

test("the Quotes list finds a sent quote by its number, filters by state, and exports its lines", async ({
  page,
}) => {
  await signedInStaff(page, "owner");
  const quote = await sentQuote(page);

  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Quotes" })
    .click();
  await expect(page).toHaveURL(/\/staff\/quotes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  for (const label of ["Quoted", "Waiting for an answer", "Accepted"])
    await expect(page.locator("dl > div").filter({ hasText: label }).first()).toBeVisible();

  await page.getByRole("searchbox", { name: "Search" }).fill(quote.number);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${quote.number}`));
  const row = page.getByRole("link", { name: new RegExp(`^${quote.number} `) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Sent");
  await expect(row).toContainText("KES 85,000.00");
  await expect(row).toContainText(`Inquiry ${quote.reference}`);
  await expect(page.getByText("1 quote · page 1 of 1")).toBeVisible();

  // The state's tab keeps the search; another state's finds nothing.
  const states = page.getByRole("navigation", { name: "States" });
  await states.getByRole("link", { name: /^Sent/ }).click();
  await expect(row).toHaveCount(1);
  await states.getByRole("link", { name: /^Accepted/ }).click();
  await expect(page.getByText("No quotes match.")).toBeVisible();

  // The export: the list's filters, a row per line, the quote's columns on each.
  await states.getByRole("link", { name: /^All/ }).click();
  // The list (and its export link) has followed the tab before the export is asked for.
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Export CSV" })).not.toHaveAttribute(
    "href",
    /state=/,
  );
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^quotes-\d{4}-\d\d-\d\d\.csv$/);
  const rows = parse(await readFile(await file.path()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  expect(rows).toEqual([
    expect.objectContaining({
      Quote: quote.number,
      Inquiry: quote.reference,
      State: "Sent",
      Line: "1",
      Description: LAPTOP,
      Product: LAPTOP,
      "Unit price (KES)": "85000.00",
      "Quote total (KES)": "85000.00",
    }),
  ]);

  // Insights has the quotes beside the inquiries.
  await page.goto("/staff/insights");
  const section = page.getByRole("region", { name: "Quotes" });
  await expect(section.getByText("Value quoted", { exact: true })).toBeVisible();
  await expect(section.getByRole("img", { name: /^Quoted KES [\d,.]+ and won/ })).toBeVisible();
});

test("the new pages have no axe violations at phone and desktop widths", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, "owner");
  const quote = await sentQuote(page);
  const { reference } = await newInquiry(page.request);
  const draft = await startQuote(page, reference);
  // axe runs in the page, so this browser has its script on; the page has none of its own.
  const context = await browser.newContext();
  const customer = await context.newPage();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const path of [
      "/staff/quotes",
      `/staff/quotes/${draft}`,
      `/staff/quotes/${quote.number}`,
    ]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
    await customer.setViewportSize(viewport);
    await customer.goto(quote.link);
    await expectNoAxeViolations(customer);
  }
  await context.close();
});

test("a signed-in customer finds the quote in 'My inquiries' and opens it from there", async ({
  page,
  browser,
}) => {
  const email = freshAddress("my-quotes");
  const context = await browser.newContext();
  const customer = await context.newPage();
  await signUpAndVerify(customer, email);

  await signedInStaff(page, "owner");
  const quote = await sentQuote(page, { email });

  await customer.goto("/account/inquiries");
  const quotes = customer.getByRole("region", { name: `Our quotes, ${quote.reference}` });
  await expect(quotes).toContainText("Waiting for your answer");
  await expect(quotes).toContainText("KES 85,000.00");
  // A quote sent is an answer: no "not replied yet" beside it.
  await expect(customer.getByText(/We have not replied/)).toHaveCount(0);
  await quotes.getByRole("link", { name: `Open quote ${quote.number}` }).click();
  await expect(customer).toHaveURL(quote.link);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${quote.number}`);
  await context.close();
});
