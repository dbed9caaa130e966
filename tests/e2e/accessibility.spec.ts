import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectWellMadeForms,
  test,
} from "./fixtures.ts";
import { MAIN_SCREENS } from "./catalogue-data.ts";
import { categories } from "./catalogue-data.ts";

const screens = [
  "/",
  "/all-products",
  "/all-products?q=zzzz",
  "/about",
  "/contact",
  "/privacy",
  ...categories.map((c) => `/category/${c.slug}`),
  "/product/dell-laptop-core-i5",
  "/product/on-site-and-remote-support",
  "/product/typek-a4-paper-ream",
  "/inquiry?product=mercury-ups-650va",
  "/inquiry/sent?ref=MW-10001&from=%2F",
  "/auth",
  "/auth?mode=signup",
  "/auth/forgot",
  "/auth/reset?token=abc",
  "/no-such-page",
  "/category/nope",
  "/product/nope",
];

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport, allowConsoleErrors: true });

    // A test per screen: each reports on its own, and the screens share
    // the run's workers instead of one worker's time limit.
    for (const path of screens) {
      test(`${path} has zero axe violations, and well-made forms`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
        await expectWellMadeForms(page);
      });
    }
  });
}

test.describe("mobile side panel", () => {
  test.use({ viewport: PHONE });

  test("has zero axe violations when open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the keyboard reaches the skip link first, and focus is visible", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("href", "/all-products");
  const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
});

test("every page has one h1 and headings that do not skip levels", async ({ page }) => {
  for (const path of MAIN_SCREENS) {
    await page.goto(path);
    const levels = await page
      .locator("h1, h2, h3, h4")
      .evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
    expect(
      levels.filter((l) => l === 1),
      path,
    ).toHaveLength(1);
    expect(levels[0], path).toBe(1);
    for (let i = 1; i < levels.length; i += 1) {
      expect((levels[i] ?? 0) - (levels[i - 1] ?? 0), `${path} heading ${i}`).toBeLessThanOrEqual(
        1,
      );
    }
  }
});
