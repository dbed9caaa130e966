// 'My inquiries': a signed-in customer with a verified e-mail sees
// their own inquiries (by that e-mail), and no one else's.

import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { freshAddress, signUpAndVerify } from "./accounts.ts";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from "./fixtures.ts";

const SHOTS = process.env.SCREENSHOT_DIR;

/** An inquiry sent as the dialog sends it; its reference. */
async function sendInquiry(page: Page, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post("/api/inquiries", {
    data: { name: "Njeri Wambui", ...fields },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  expect(reference).toMatch(/^MW-\d{5}$/);
  return reference;
}

const card = (page: Page, reference: string) =>
  page.getByRole("listitem").filter({ has: page.getByText(reference, { exact: true }) });

test("a customer sees both of their inquiries, and another customer sees none of them", async ({
  page,
  browser,
}) => {
  const email = freshAddress("njeri");
  await signUpAndVerify(page, email);
  // Sent as different visitors type it: the address's case does not matter.
  const laptop = await sendInquiry(page, {
    email: email.toUpperCase(),
    product: "Dell Laptop Core i5",
  });
  const general = await sendInquiry(page, { email, message: "Do you service printers?" });

  // The header's account menu leads there; a customer gets no back office link.
  await page.goto("/contact");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  // Once the header knows who is signed in: no back office link for a customer.
  await expect(nav.getByRole("link", { name: "My inquiries" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Back office" })).toBeHidden();
  await nav.getByRole("link", { name: "My inquiries" }).click();
  await expect(page).toHaveURL(/\/account\/inquiries$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My inquiries");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const list = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("article") });
  await expect(list).toHaveCount(2);
  // Newest first.
  await expect(list.first()).toContainText(general);
  await expect(card(page, general).getByRole("heading", { level: 2 })).toHaveText(
    "General inquiry",
  );
  await expect(card(page, laptop).getByRole("heading", { level: 2 })).toHaveText(
    "Dell Laptop Core i5",
  );
  for (const reference of [general, laptop]) {
    await expect(card(page, reference)).toContainText("Status: New");
    await expect(card(page, reference)).toContainText(
      /We have not replied yet\. Our reply is due by .+ \(Nairobi time\): we reply within 24 opening hours\./,
    );
    await expect(card(page, reference).locator("time").first()).toHaveAttribute(
      "datetime",
      /^\d{4}-\d{2}-\d{2}T/,
    );
  }
  // The customer's own words are theirs to remember; the page shows what we did.
  await expect(page.getByRole("main")).not.toContainText("Do you service printers?");

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    // A long address wraps instead of pushing the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    if (SHOTS) {
      await page.screenshot({
        path: `${SHOTS}/my-inquiries-${viewport.width}.png`,
        fullPage: true,
      });
    }
  }

  // The page is served fresh for each request, and never cached.
  const response = await page.request.get("/account/inquiries");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(await response.text()).not.toMatch(/<script[^>]*\ssrc=/);

  // Another customer, in another browser: only their own.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const otherEmail = freshAddress("otieno");
    await signUpAndVerify(otherPage, otherEmail);
    const theirs = await sendInquiry(otherPage, {
      email: otherEmail,
      product: "HP 85A Black Toner",
    });
    await otherPage.goto("/account/inquiries");
    const main = otherPage.getByRole("main");
    await expect(main).toContainText(theirs);
    await expect(main).not.toContainText(laptop);
    await expect(main).not.toContainText(general);
    await expect(main).not.toContainText(email);
  } finally {
    await other.close();
  }
  // And the first customer does not see theirs.
  await page.reload();
  await expect(list).toHaveCount(2);
});

test("a customer with no inquiries is told so", async ({ page }) => {
  await signUpAndVerify(page, freshAddress("wekesa"));
  await page.goto("/account/inquiries");
  await expect(
    page.getByText("You have not sent us an inquiry from this e-mail address yet."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visitor who is not signed in is sent to the login screen", async ({ page }) => {
  const response = await page.request.get("/account/inquiries", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/auth");
  await page.goto("/account/inquiries");
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe("at phone width", () => {
  test.use({ viewport: PHONE });

  test("the menu panel has 'My inquiries' once signed in", async ({ page }) => {
    await signUpAndVerify(page, freshAddress("chebet"));
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(panel.getByRole("link", { name: "My inquiries" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "My inquiries" })).toHaveAttribute(
      "href",
      "/account/inquiries",
    );
    await expect(panel.getByRole("link", { name: "Back office" })).toBeHidden();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/menu-signed-in-375.png` });
  });
});

test("staff get a 'Back office' link beside 'My inquiries'", async ({ page }) => {
  const email = freshAddress("grace");
  await signUpAndVerify(page, email);
  // Promoted from the command line, as the owner does (npm run staff), on the
  // e2e server's database; no SMTP_URL, so the invitation is written to a file.
  execFileSync(process.execPath, ["scripts/staff.ts", "add", email, "--role", "staff"], {
    env: { ...process.env, DATABASE_URL: "file:./data/e2e.db", SMTP_URL: "", LOG_LEVEL: "error" },
    stdio: "pipe",
  });
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  await expect(nav.getByRole("link", { name: "My inquiries" })).toBeVisible();
  const backOffice = nav.getByRole("link", { name: "Back office" });
  await expect(backOffice).toBeVisible();
  await expect(backOffice).toHaveAttribute("href", "/staff");
});
