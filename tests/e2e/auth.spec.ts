import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const MAIL_DIR = "data/mail";

/** The verification link the server e-mailed to `address` (no SMTP_URL in e2e). */
async function verificationLink(address: string): Promise<string | undefined> {
  for (const file of await readdir(MAIL_DIR).catch(() => [])) {
    const mail = await simpleParser(await readFile(join(MAIL_DIR, file)));
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
    if (to !== address) continue;
    return /http:\/\/\S+verify-email\?token=\S+/.exec(mail.text ?? "")?.[0];
  }
  return undefined;
}

test("the screen in both modes, with the spec's texts", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
  await expect(page.getByText("Sign in to your account")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("minlength", "6");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Account");
  await expect(page.getByText("Create a new account to get started")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Already have an account? Login" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: true });

  test("sign up, verify by e-mail, land signed in; then log in; wrong password and duplicates say so", async ({
    page,
    consoleErrors,
  }) => {
    const email = `amina.${Date.now()}@example.co.ke`;
    await page.goto("/auth?mode=signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret12");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Account Created")).toBeVisible();
    await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();

    // The same address again: 'Account Exists', and the screen is in login mode.
    await page.goto("/auth?mode=signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret12");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Account Exists")).toBeVisible();
    await expect(
      page.getByText("An account with this email already exists. Please login instead."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");

    await expect.poll(() => verificationLink(email), { timeout: 10_000 }).toBeTruthy();
    await page.goto((await verificationLink(email)) ?? "");
    await expect(page).toHaveURL(/\/$/);
    // Signed in: the auth screen sends the visitor home.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);

    await page.context().clearCookies();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);

    await page.getByLabel("Password").fill("secret12");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/$/);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith("session_token"));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    // The failed attempts' pages are 4xx documents; the browser notes each status.
    expect(consoleErrors.filter((text) => !/status of (401|409)/.test(text))).toEqual([]);
  });
});

test("the server checks the password length too", async ({ request, baseURL }) => {
  const response = await request.post("/auth", {
    form: { mode: "signup", email: "short@example.co.ke", password: "12345" },
    headers: { origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Password must be at least 6 characters");
});
