// Accounts for the e2e tests: links from the mail the server sent, and a
// verified, signed-in account made the way a visitor makes one.

import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { findMail, recipientOf } from "#tests/fixtures/mail-folder.ts";

/** A link of the kind `pattern` matches, from mail the server sent to `address`. */
export async function linkInMail(address: string, pattern: RegExp): Promise<string | undefined> {
  const mail = await findMail((m) => recipientOf(m) === address && pattern.test(m.text ?? ""));
  return mail && pattern.exec(mail.text ?? "")?.[0];
}

export const VERIFY_LINK = /http:\/\/\S+verify-email\?token=\S+/;

export const verificationLink = (address: string) => linkInMail(address, VERIFY_LINK);

/** A fresh address no other test uses. */
export function freshAddress(who: string): string {
  return `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.co.ke`;
}

/** Signs up through the API the auth screen uses, then follows the e-mailed link: signed in. */
export async function signUpAndVerify(page: Page, email: string, password = "secret12") {
  const response = await page.request.post("/api/account/signup", {
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  await expect.poll(() => verificationLink(email), { timeout: 10_000 }).toBeTruthy();
  await page.goto((await verificationLink(email)) ?? "");
  await expect(page).toHaveURL(/\/$/);
}

/** Fills the auth screen's form (the e-mail only if given) and presses its button. */
export async function submitAuth(
  page: Page,
  button: "Login" | "Sign Up",
  password: string,
  email?: string,
) {
  if (email !== undefined) await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: button }).click();
}

/** The spec's answer to a second sign-up with one address: the message, then login mode. */
export async function expectAccountExists(page: Page) {
  await expect(page.getByText("Account Exists")).toBeVisible();
  await expect(
    page.getByText("An account with this email already exists. Please login instead."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
}

/** The header's navigation at desktop width. */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main", exact: true });
