// /staff/insights as the owner sees it: figures and charts after inquiries
// come in, readable and axe-clean on a phone and a desktop; a customer gets
// the site's 404. The e2e database is shared by every spec, so counts are
// checked as "at least what this test sent".

import type { APIRequestContext, Page } from "@playwright/test";
import { freshAddress, signUpAndVerify } from "./accounts.ts";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { signedInStaff } from "./staff.ts";

const PRODUCT = "HP LaserJet Pro MFP 4103fdw";

async function sendInquiry(request: APIRequestContext, product?: string) {
  const response = await request.post("/api/inquiries", {
    data: {
      name: "Achieng Mwangi",
      email: freshAddress("insights-customer"),
      message: "Please quote for our Kilimani office.",
      ...(product ? { product } : {}),
    },
  });
  expect(response.status()).toBe(201);
}

const figure = (page: Page, label: string) =>
  page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });

test("the owner sees inquiries per week, top products and categories, the promise and won/lost as charts", async ({
  page,
}, testInfo) => {
  await signedInStaff(page, "owner");
  await sendInquiry(page.request, PRODUCT);
  await sendInquiry(page.request, PRODUCT);
  await sendInquiry(page.request);

  // Through the back office's own navigation.
  await page.goto("/staff");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Insights" })
    .click();
  await expect(page).toHaveURL(/\/staff\/insights$/);
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page).toHaveTitle(/^Insights \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const thisWeek = Number(
    await figure(page, "Inquiries this week").locator("dd").first().textContent(),
  );
  expect(thisWeek).toBeGreaterThanOrEqual(3);
  await expect(figure(page, "Median first reply")).toBeVisible();
  await expect(figure(page, "Answered within 24 opening hours")).toBeVisible();
  await expect(figure(page, "Won / lost")).toBeVisible();

  // Each chart is an image with a summary of its numbers, drawn in SVG.
  const weekly = page.getByRole("img", { name: /^Inquiries per week: \d+ in 12 weeks/ });
  await expect(weekly).toBeVisible();
  await expect(weekly.locator("svg rect")).toHaveCount(12);
  const products = page.getByRole("img", { name: /^Products asked about most:/ });
  await expect(products).toHaveAccessibleName(new RegExp(`${PRODUCT} \\d+`));
  await expect(products.locator("svg").first()).toBeVisible();
  await expect(
    page.getByRole("img", { name: /^Categories asked about most:/ }),
  ).toHaveAccessibleName(/Printing & Scanning \d+/);
  await expect(page.getByRole("img", { name: /^Won \d+, lost \d+/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /answered within 24 opening hours/ })).toBeVisible();
  // The numbers behind the weekly chart, for screen readers: twelve weeks.
  await expect(
    page.locator("table").filter({ hasText: "Inquiries per week" }).locator("tbody tr"),
  ).toHaveCount(12);

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expect(weekly).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`insights-${viewport.width}.png`),
      fullPage: true,
    });
    // Nothing wider than the screen on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `horizontal overflow at ${viewport.width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});

test.describe("kept out", () => {
  // The 404 page logs its own console errors (spec), like any unknown URL.
  test.use({ allowConsoleErrors: true });

  test("a customer gets the site's 404 for the insights", async ({ page }) => {
    expect((await page.request.get("/staff/insights")).status()).toBe(404);
    await signUpAndVerify(page, freshAddress("insights-nosy"));
    expect((await page.request.get("/staff/insights")).status()).toBe(404);
    const response = await page.goto("/staff/insights");
    expect(response?.status()).toBe(404);
  });
});
