import { expect, test } from "./fixtures.ts";

test.describe("the Content-Security-Policy", () => {
  test.use({ allowConsoleErrors: true });

  test("runs the page's own scripts and refuses an injected one", async ({
    page,
    consoleErrors,
  }) => {
    for (const path of ["/", "/auth", "/all-products?q=ups"]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toMatch(
        /script-src 'self' 'sha256-/,
      );
    }
    await page.goto("/all-products");
    // The page's own inline script (the live filter) runs.
    await page.getByRole("main").getByRole("searchbox", { name: "Search products" }).fill("toner");
    await expect(page).toHaveURL(/\/all-products\?q=toner$/);
    await page.addScriptTag({ content: "window.injected = true;" }).catch(() => undefined);
    expect(await page.evaluate(() => "injected" in window)).toBe(false);
    expect(consoleErrors.join("\n")).toContain("Content Security Policy");
  });
});
