// Members of the back office for the e2e tests, made as an operator makes
// them: `npm run staff -- add` against the e2e server's database, then the
// invitation's link to choose a password, then the login screen.

import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { expect } from "./fixtures.ts";
import { freshAddress, linkInMail, submitAuth } from "./accounts.ts";

const run = promisify(execFile);

/** The e2e server's settings (playwright.config.ts), for a command run beside it. */
export function e2eServerEnv(): NodeJS.ProcessEnv {
  const port = Number(new URL(baseURL).port);
  return {
    ...process.env,
    DATABASE_URL: "file:./data/e2e.db",
    PUBLIC_URL: baseURL,
    SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
    LOG_LEVEL: "warn",
  };
}

/** `npm run staff -- …`, as an operator types it, beside the e2e server (or `env`'s); its output. */
export async function staffCommand(...args: string[]): Promise<string> {
  return staffCommandWith(e2eServerEnv(), ...args);
}

export async function staffCommandWith(env: NodeJS.ProcessEnv, ...args: string[]) {
  const { stdout } = await run(process.execPath, ["scripts/staff.ts", ...args], { env });
  return stdout;
}

export const INVITATION_LINK = /http:\/\/\S+reset-password\/\S+invited\S*/;

export interface StaffMember {
  readonly email: string;
  readonly password: string;
}

/** Follows the invitation e-mailed to `email` and chooses `password`. */
export async function acceptInvitation(page: Page, email: string, password: string) {
  await expect.poll(() => linkInMail(email, INVITATION_LINK), { timeout: 10_000 }).toBeTruthy();
  await page.goto((await linkInMail(email, INVITATION_LINK)) ?? "");
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
}

/** A new member with `role`, signed in on `page` (of the e2e server, or of the one `env` runs). */
export async function signedInStaff(
  page: Page,
  role: "owner" | "staff",
  name = role === "owner" ? "Grace Owner" : "Otieno Staff",
  env = e2eServerEnv(),
): Promise<StaffMember> {
  const member = { email: freshAddress(role), password: "back-office-1" };
  await staffCommandWith(env, "add", member.email, "--role", role, "--name", name);
  await acceptInvitation(page, member.email, member.password);
  await signIn(page, member);
  return member;
}

/** On an inquiry's page: chooses a value in the Work card's status or assignee form and saves it. */
async function saveInWorkCard(page: Page, field: "Status" | "Assigned to", value: string) {
  await page.getByRole("combobox", { name: field, exact: true }).selectOption(value);
  await page
    .getByRole("region", { name: "Work" })
    .getByRole("button", { name: "Save" })
    .nth(field === "Status" ? 0 : 1)
    .click();
}

export const saveStatus = (page: Page, status: string) => saveInWorkCard(page, "Status", status);
export const saveAssignee = (page: Page, name: string) => saveInWorkCard(page, "Assigned to", name);

export async function signIn(page: Page, member: StaffMember) {
  await page.goto("/auth");
  await submitAuth(page, "Login", member.password, member.email);
  await expect(page).not.toHaveURL(/\/auth/);
}

/** An inquiry from Wanjiku about a printer, through the site's API: its reference and address. */
export async function sendInquiry(request: APIRequestContext, email = freshAddress("customer")) {
  const response = await request.post("/api/inquiries", {
    data: {
      name: "Wanjiku Otieno",
      email,
      phone: "0722 123 456",
      message: "Do you have 5 in stock for our Westlands office?",
      product: "HP LaserJet Pro M404dn",
      page: "/product/hp-laserjet-pro-m404dn",
    },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  return { reference, email };
}
