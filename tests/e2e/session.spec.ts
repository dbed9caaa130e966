// Sessions across a reload and a server restart, sign-out, and the login
// limit as a visitor meets it. This file runs its own server (the shared one
// cannot be restarted, and lifts the limits), with a real SMTP server in the
// test's process.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startServer } from "../../tools/server-process.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { freshAddress, mainNav, submitAuth, VERIFY_LINK } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

const PORT = 4351;

test.describe.configure({ mode: "serial" });

let inbox: SmtpInbox;
let dataDir: string;
let server: ServerProcess;

const start = () =>
  startServer(PORT, {
    DATABASE_URL: `file:${join(dataDir, "store.db")}`,
    SMTP_URL: inbox.url,
  });

test.beforeAll(async () => {
  inbox = await startSmtpInbox();
  dataDir = await mkdtemp(join(tmpdir(), "storefront-session-"));
  server = await start();
});

test.afterAll(async () => {
  await server.stop();
  await inbox.close();
  await rm(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test("a session survives a reload and a server restart; sign-out ends it", async ({ page }) => {
  test.setTimeout(60_000);
  const email = freshAddress("muthoni");
  await page.goto("/auth?mode=signup");
  await submitAuth(page, "Sign Up", "secret12", email);
  await expect(page.getByText("Account Created")).toBeVisible();

  const mail = () =>
    inbox.received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
  await expect.poll(mail, { timeout: 10_000 }).toBeTruthy();
  expect(mail()?.subject).toBe("Confirm your Mwangaza Tech account");
  await page.goto(VERIFY_LINK.exec(mail()?.text ?? "")?.[0] ?? "");
  await expect(page).toHaveURL(/\/$/);

  const signedIn = async () => {
    await expect(mainNav(page).getByText(email)).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeHidden();
  };
  await signedIn();
  await page.reload();
  await signedIn();

  await server.stop();
  server = await start();
  await page.goto("/all-products");
  await signedIn();
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);

  const session = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");

  await mainNav(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(mainNav(page).getByText(email)).toBeHidden();
  expect(await page.context().cookies()).toEqual([]);
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
});

test.describe("the login limit", () => {
  test.use({ allowConsoleErrors: true });

  test("repeated failed logins are refused, and the screen says why", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(freshAddress("nobody"));
    await page.getByLabel("Password").fill("wrong-password");
    const attempt = async () => {
      const answered = page.waitForResponse("**/api/account/login");
      await page.getByRole("button", { name: "Login" }).click();
      return (await answered).status();
    };
    for (let i = 0; i < 5; i += 1) expect(await attempt()).toBe(401);
    expect(await attempt()).toBe(429);
    const toasts = page.locator("[data-sonner-toast]");
    await expect(toasts.getByText(/too many requests/i)).toBeVisible();
    await expect(toasts.getByText("Login Failed").first()).toBeVisible();
  });
});
