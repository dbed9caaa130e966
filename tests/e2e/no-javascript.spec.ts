import { expect, test } from "./fixtures.ts";
import { MAIN_SCREENS, products } from "./catalogue-data.ts";

test.use({ javaScriptEnabled: false });

test("every screen reads and navigates fully with JavaScript disabled", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your Trusted Partner for Tech, Office & Business Solutions",
  );
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Computers & Peripherals/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Computers & Peripherals");
  await page.getByRole("link", { name: "HP ProBook 450 G10", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HP ProBook 450 G10");
  await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  await nav.getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { name: "Business hours" })).toBeVisible();
  await nav.getByRole("link", { name: "All Products" }).click();
  await expect(page.getByText("Showing 71 of 71 products", { exact: true })).toBeVisible();
});

test("All Products holds every match without JavaScript: all, a category, a search", async ({
  page,
}) => {
  await page.goto("/all-products");
  await expect(page.getByText("Showing 71 of 71 products", { exact: true })).toBeVisible();
  const cards = page.getByRole("list", { name: "Products" }).getByRole("heading", { level: 3 });
  await expect(cards).toHaveText(products.map((p) => p.name));
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);

  // The filter form, sent as a plain GET: every match, counted.
  const form = page.getByRole("search", { name: "Filter products" });
  await form.getByRole("combobox", { name: "Category" }).selectOption("computers-peripherals");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/all-products\?q=&category=computers-peripherals$/);
  await expect(page.getByText("Showing 17 of 71 products", { exact: true })).toBeVisible();
  await expect(cards).toHaveText(
    products.filter((p) => p.categorySlug === "computers-peripherals").map((p) => p.name),
  );
  await form.getByRole("combobox", { name: "Category" }).selectOption("all");
  await form.getByRole("searchbox", { name: "Search products" }).fill("hp");
  await form.getByRole("button", { name: "Search" }).click();
  const hp = products.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes("hp"));
  expect(hp.length).toBeGreaterThan(1);
  await expect(
    page.getByText(`Showing ${hp.length} of 71 products`, { exact: true }),
  ).toBeVisible();
  await expect(cards).toHaveCount(hp.length);
});

// Executable inline scripts a page may carry: on every page the account
// shell (the header's signed-in state); besides it the All Products filter,
// and the loader that turns inquiry links into the dialog (about, products).
const inlineScripts: Record<string, number> = {
  "/all-products": 3,
  "/about": 2,
  "/product/hp-85a-black-toner": 2,
};

test("pages ship no script files, only small inline enhancements", async ({ request }) => {
  for (const path of MAIN_SCREENS) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html, path).not.toContain('rel="modulepreload"');
    const inline = [
      ...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>(.*?)<\/script>/gs),
    ];
    expect(inline.length, path).toBe(inlineScripts[path] ?? 1);
    for (const [, code] of inline) expect(code?.length ?? 0, path).toBeLessThan(3000);
  }
});
