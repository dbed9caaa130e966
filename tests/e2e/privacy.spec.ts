// The privacy notice (Kenya's Data Protection Act 2019): a
// pre-rendered page with no script files, reached from the footer and from
// beside every form that takes personal data.

import { business, phoneDisplay } from "./catalogue-data.ts";
import { expect, test } from "./fixtures.ts";

test("says what is kept, why, for how long, the rights, and whom to ask", async ({ page }) => {
  const response = await page.goto("/privacy");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  const main = page.getByRole("main");
  for (const heading of [
    "Who is responsible",
    "What we keep",
    "Why we keep it",
    "How long we keep it",
    "Your rights",
    "Whom to ask",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText("Data Protection Act, 2019");
  await expect(main).toContainText(`${business.name} (`);
  await expect(main).toContainText("is the data controller");
  for (const kept of ["Inquiries:", "Accounts:", "Server logs:", "Backups:"]) {
    await expect(main).toContainText(kept);
  }
  await expect(main).toContainText(
    "Closed inquiries may be deleted after a period the business sets.",
  );
  for (const right of ["Access:", "Correction:", "Deletion:", "Objection:"]) {
    await expect(main).toContainText(right);
  }
  await expect(main.getByRole("link", { name: business.email })).toHaveAttribute(
    "href",
    /^mailto:info@mwangaza\.example\.co\.ke/,
  );
  // The phone and WhatsApp numbers (one number here), each its own link.
  const numbers = main.getByRole("link", { name: phoneDisplay, exact: true });
  await expect(numbers.first()).toHaveAttribute("href", `tel:${business.phone}`);
  await expect(numbers.last()).toHaveAttribute("href", /^https:\/\/wa\.me\/254712345678\?text=/);
});

test("is pre-rendered, indexable, in the sitemap, and loads no script file", async ({
  request,
}) => {
  const response = await request.get("/privacy");
  const html = await response.text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain("noindex");
  expect(await (await request.get("/sitemap.xml")).text()).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
});

test("the footer links to it", async ({ page }) => {
  await page.goto("/contact");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Privacy Notice", exact: true })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test("the inquiry dialog and the inquiry page link to it beside the form", async ({ page }) => {
  await page.goto("/product/hp-85a-black-toner");
  await page.getByRole("link", { name: "Send Inquiry" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("We use your details only to answer you.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
    "href",
    "/privacy",
  );

  await page.goto("/inquiry");
  const form = page.getByRole("main").locator("form");
  await expect(form.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
    "href",
    "/privacy",
  );
});

test.describe("the sign-up form links to it", () => {
  test("with JavaScript, in both modes as the script switches them", async ({ page }) => {
    await page.goto("/auth");
    const link = page.getByRole("main").getByRole("link", { name: "Privacy notice" });
    await expect(link).toHaveAttribute("href", "/privacy");
    await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expect(link).toBeVisible();
    await expect(page.getByText("We use your e-mail address only for your account.")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("on the sign-up page", async ({ page }) => {
      await page.goto("/auth?mode=signup");
      await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Privacy notice" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
    });
  });
});
