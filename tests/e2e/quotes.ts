// Quotes as the e2e tests make them: an inquiry from the website, a quote
// built from it in the back office by staff already signed in, sent; and a
// customer's browser with no script.

import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { freshAddress } from "./accounts.ts";
import { product } from "./catalogue-data.ts";
import { expect } from "./fixtures.ts";

export const CUSTOMER = "Wanjiku Otieno";
export const LAPTOP = product("hp-probook-450-g10").name;
export const TONER = product("hp-85a-black-toner").name;
export const QUOTE_LINK = new RegExp(`${baseURL}/quotes/[\\w-]+`);

export interface LineInput {
  readonly product?: string;
  readonly description?: string;
  readonly quantity?: string;
  readonly price: string;
  readonly vatExempt?: boolean;
}

export interface SentQuote {
  readonly number: string;
  readonly link: string;
  readonly reference: string;
  readonly email: string;
}

/** An inquiry sent from the website by a new customer, with nothing picked from the catalogue. */
export async function newInquiry(
  request: APIRequestContext,
  email = freshAddress("quote-customer"),
) {
  const response = await request.post("/api/inquiries", {
    data: {
      name: CUSTOMER,
      email,
      phone: "0722 123 456",
      message: "Please quote for two laptops and toner, delivered to our Westlands office.",
    },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  return { reference, email };
}

/** "New quote" on the inquiry's page: the draft's builder opens. Its number. */
export async function startQuote(page: Page, reference: string): Promise<string> {
  await page.goto(`/staff/inquiries/${reference}`);
  await page
    .getByRole("region", { name: "Quotes" })
    .getByRole("button", { name: "New quote" })
    .click();
  await expect(page).toHaveURL(/\/staff\/quotes\/Q-\d+$/);
  const number = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quote ${number}`);
  return number;
}

export const builderLine = (page: Page, n: number) =>
  page.getByRole("group", { name: `Line ${n}`, exact: true });

/** "Add a line", then fills it in. */
export async function addLine(page: Page, line: LineInput) {
  const before = await page.getByRole("group", { name: /^Line \d+$/ }).count();
  await page.getByRole("button", { name: "Add a line" }).click();
  const fields = builderLine(page, before + 1);
  await expect(fields).toBeVisible();
  if (line.product) {
    await fields
      .getByRole("combobox", { name: "Product", exact: true })
      .selectOption({ label: line.product });
  }
  if (line.description) {
    await fields.getByRole("textbox", { name: "Description" }).fill(line.description);
  }
  if (line.quantity) await fields.getByRole("textbox", { name: "Qty" }).fill(line.quantity);
  await fields.getByRole("textbox", { name: "Unit price (KES)" }).fill(line.price);
  if (line.vatExempt) await fields.getByRole("checkbox", { name: "VAT" }).uncheck();
}

/** "Send to the customer" on a draft's page: the link it was sent with. */
export async function sendToCustomer(page: Page, number: string, email: string): Promise<string> {
  await page.getByRole("button", { name: "Send to the customer" }).click();
  await expect(page.getByText(`Quote ${number} sent to ${email}.`)).toBeVisible();
  const link = page.getByRole("region", { name: "The customer's link" }).getByRole("link");
  await expect(link).toHaveAttribute("href", QUOTE_LINK);
  return (await link.getAttribute("href")) ?? "";
}

/** A new inquiry (from `email`, or a new address), a quote of one laptop made from it on `page` (staff signed in) and sent. */
export async function sentQuote(
  page: Page,
  { validUntil, email: from }: { validUntil?: string; email?: string } = {},
): Promise<SentQuote> {
  const { reference, email } = await newInquiry(page.request, from);
  const number = await startQuote(page, reference);
  await addLine(page, { product: LAPTOP, price: "85,000" });
  if (validUntil) await page.getByLabel("Valid until").fill(validUntil);
  const link = await sendToCustomer(page, number, email);
  return { number, link, reference, email };
}

/**
 * A customer's browser with JavaScript turned off, and every script it is
 * asked to fetch (a `<script src>` or a module preload would be one).
 */
export async function customerBrowser(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return { page, scripts, close: () => context.close() };
}
