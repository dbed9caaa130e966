// Staff for the e2e tests, made as the business makes them: `npm run staff --
// add` against the e2e server's database and SMTP server, the password set
// from the e-mailed link, then signed in.

import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import type { StaffRole } from "#app/back-office/roles.ts";
import { baseURL } from "../../playwright.config.ts";
import { freshAddress, linkInMail, submitAuth } from "./accounts.ts";
import { expect } from "./fixtures.ts";

const RESET_LINK = /http:\/\/\S+\/api\/auth\/reset-password\/\S+/;

export interface StaffCredentials {
  readonly email: string;
  readonly password: string;
  readonly role: StaffRole;
}

/** The environment the e2e server runs with (playwright.config.ts), for the CLI. */
function serverEnv(): NodeJS.ProcessEnv {
  const port = Number(new URL(baseURL).port);
  return {
    ...process.env,
    DATABASE_URL: "file:./data/e2e.db",
    PUBLIC_URL: baseURL,
    SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
    LOG_LEVEL: "warn",
  };
}

/** Runs `npm run staff -- add EMAIL --role ROLE` as the business would. */
export async function addStaffFromCli(email: string, role: StaffRole): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["scripts/staff.ts", "add", email, "--role", role],
    { env: serverEnv(), timeout: 30_000 },
  );
  return stdout;
}

function isPage(target: Page | APIRequestContext): target is Page {
  return "goto" in target;
}

/**
 * A new member of staff with `role`, signed in: through the login screen
 * when given a page (its context keeps the session), through the login API
 * when given a request context.
 */
export async function makeStaff(
  target: Page | APIRequestContext,
  role: StaffRole,
): Promise<StaffCredentials> {
  const email = freshAddress(role);
  const password = `staff-${Math.random().toString(36).slice(2, 10)}`;
  expect(await addStaffFromCli(email, role)).toContain(`as ${role}`);

  const link = () => linkInMail(email, RESET_LINK);
  await expect.poll(link, { timeout: 10_000 }).toBeTruthy();
  const request = isPage(target) ? target.request : target;
  // The link leads, through better-auth, to the page that takes the new password.
  if (isPage(target)) {
    await target.goto((await link()) ?? "");
    await target.getByLabel("New password").fill(password);
    await target.getByRole("button", { name: "Save new password" }).click();
    await expect(target.getByText("Password changed")).toBeVisible();
    await target.goto("/auth");
    await submitAuth(target, "Login", password, email);
    await expect(target).toHaveURL(/\/$/);
  } else {
    const token = new URL((await link()) ?? "").pathname.split("/").at(-1) ?? "";
    const reset = await request.post("/api/auth/reset-password", {
      data: { newPassword: password, token },
    });
    expect(reset.status()).toBe(200);
    const login = await request.post("/api/account/login", { data: { email, password } });
    expect(login.status()).toBe(200);
  }
  return { email, password, role };
}
