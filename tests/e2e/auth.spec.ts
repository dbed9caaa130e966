import {
  expectAccountExists,
  freshAddress,
  linkInMail,
  mainNav,
  signUpAndVerify,
  submitAuth,
  verificationLink,
} from "./accounts.ts";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

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
    await submitAuth(page, "Sign Up", "secret12", email);
    await expect(page.getByText("Account Created")).toBeVisible();
    await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();

    // The same address again: 'Account Exists', and the screen is in login mode.
    await page.goto("/auth?mode=signup");
    await submitAuth(page, "Sign Up", "secret12", email);
    await expectAccountExists(page);

    await expect.poll(() => verificationLink(email), { timeout: 10_000 }).toBeTruthy();
    await page.goto((await verificationLink(email)) ?? "");
    await expect(page).toHaveURL(/\/$/);
    // Signed in: the auth screen sends the visitor home.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);

    await page.context().clearCookies();
    await page.goto("/auth");
    await submitAuth(page, "Login", "wrong-password", email);
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);

    await submitAuth(page, "Login", "secret12");
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

test.describe("forgotten password, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: true });

  test("the same answer for any address; the e-mailed link lets the person choose a new password", async ({
    page,
  }) => {
    const email = `baraka.${Date.now()}@example.co.ke`;
    await page.goto("/auth?mode=signup");
    await submitAuth(page, "Sign Up", "old-secret", email);
    await expect(page.getByText("Account Created")).toBeVisible();
    await expect.poll(() => verificationLink(email), { timeout: 10_000 }).toBeTruthy();
    await page.goto((await verificationLink(email)) ?? "");
    await page.context().clearCookies();

    const ask = async (address: string) => {
      await page.goto("/auth");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await page.getByLabel("Email").fill(address);
      await page.getByRole("button", { name: "Send reset link" }).click();
      return page.getByRole("status").innerText();
    };
    const forUnknown = await ask(`nobody.${Date.now()}@example.co.ke`);
    const forKnown = await ask(email);
    expect(forKnown).toBe(forUnknown);
    expect(forKnown).toContain("If an account exists for that address");

    const resetLink = () => linkInMail(email, /http:\/\/\S+\/api\/auth\/reset-password\/\S+/);
    await expect.poll(resetLink, { timeout: 10_000 }).toBeTruthy();
    await page.goto((await resetLink()) ?? "");
    await expect(page).toHaveURL(/\/auth\/reset\?token=/);
    await page.getByLabel("New password").fill("new-secret");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await page.getByRole("link", { name: "Go to login" }).click();

    await submitAuth(page, "Login", "old-secret", email);
    await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();
    await submitAuth(page, "Login", "new-secret");
    await expect(page).toHaveURL(/\/$/);
  });

  test("an expired or broken link says so", async ({ page }) => {
    await page.goto("/auth/reset?error=INVALID_TOKEN");
    await expect(page.getByText("This link has expired")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/auth/forgot",
    );
  });
});

test.describe("with JavaScript", () => {
  // A refused login or sign-up is a 4xx answer, which the browser notes.
  test.use({ allowConsoleErrors: true });

  test("the toggle switches mode without a reload; answers are the spec's toasts", async ({
    page,
    consoleErrors,
  }) => {
    const email = freshAddress("wanjiru");
    await page.goto("/auth");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Account");
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeHidden();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    // The browser stops a password under 6 characters: nothing is sent.
    let posted = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/account/")) posted += 1;
    });
    await submitAuth(page, "Sign Up", "12345", email);
    expect(
      await page.getByLabel("Password").evaluate((el: HTMLInputElement) => el.validity.tooShort),
    ).toBe(true);
    expect(posted).toBe(0);

    await submitAuth(page, "Sign Up", "secret12");
    await expect(page.getByText("Account Created")).toBeVisible();
    await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
    // The next step is logging in, once verified.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");

    await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
    await submitAuth(page, "Sign Up", "secret12", email);
    await expectAccountExists(page);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

    await submitAuth(page, "Login", "wrong-password");
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();

    // Right password, address not yet verified: the reason, and a fresh link.
    await submitAuth(page, "Login", "secret12");
    await expect(page.getByText("Please verify your email address first")).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(consoleErrors.filter((text) => !/status of (401|403|409)/.test(text))).toEqual([]);
  });

  test("a login shows 'Loading...', goes home with 'Welcome back!', and the header shows the account", async ({
    page,
  }) => {
    const email = freshAddress("otieno");
    await signUpAndVerify(page, email);
    await page.context().clearCookies();
    await page.reload();
    await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeVisible();

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret12");
    // Hold the request to see the button while it runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/account/login", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Login" }).click();
    const busy = page.getByRole("button", { name: "Loading..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByText("You have successfully logged in.")).toBeVisible();
    await expect(mainNav(page).getByText(email)).toBeVisible();
    await expect(mainNav(page).getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeHidden();
    await expectNoAxeViolations(page);

    // Signed in, the screen sends the visitor home.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });

  test("signed in, the inquiry dialog starts with the e-mail, and the name once given", async ({
    page,
  }) => {
    const email = freshAddress("akinyi");
    await signUpAndVerify(page, email);
    await page.goto("/product/hp-85a-black-toner");
    await page.getByRole("link", { name: "Send Inquiry" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Email Address")).toHaveValue(email);
    await expect(dialog.getByLabel("Full Name")).toHaveValue("");
    await dialog.getByLabel("Full Name").fill("Akinyi Odhiambo");
    const nameKept = page.waitForResponse("**/api/auth/update-user");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByText("Inquiry Sent!")).toBeVisible();
    expect((await nameKept).ok()).toBe(true);

    await page.goto("/about");
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Akinyi Odhiambo");
    await expect(dialog.getByLabel("Email Address")).toHaveValue(email);
  });
});

test.describe("before the screen's script has arrived", () => {
  test.use({ allowConsoleErrors: true });

  /** Holds the island's module back, as a slow link would; the function lets it through. */
  async function holdIsland(page: Page): Promise<() => void> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/auth-screen\.island-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test("a toggle and a submit wait for it, then happen once, in the page", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    const heading = page.getByRole("heading", { level: 1 });

    let release = await holdIsland(page);
    await page.goto("/auth");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
    await expect(heading).toHaveText("Login");
    release();
    await expect(heading).toHaveText("Create Account");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    await page.unrouteAll();
    release = await holdIsland(page);
    await page.goto("/auth");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await submitAuth(page, "Login", "wrong-password", freshAddress("early"));
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    expect(posts).toEqual([]);
    release();
    await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();
    expect(posts).toEqual(["/api/account/login"]);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});

test("the title follows the mode, on arrival and after the toggle", async ({ page }) => {
  await page.goto("/auth?mode=signup");
  await expect(page).toHaveTitle(/^Create Account \|/);
  await page.getByRole("link", { name: "Already have an account? Login" }).click();
  await expect(page).toHaveTitle(/^Login \|/);
  await page.goto("/auth");
  await expect(page).toHaveTitle(/^Login \|/);
});

test.describe("the title without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/auth?mode=signup is titled Create Account", async ({ page }) => {
    await page.goto("/auth?mode=signup");
    await expect(page).toHaveTitle(/^Create Account \|/);
  });
});
