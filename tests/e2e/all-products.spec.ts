import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { categories, products } from "./catalogue-data.ts";

// The spec's rule, written out again independently of the app's code.
function expectedNames(query: string, category = "all") {
  const q = query.toLowerCase();
  return products
    .filter((p) => p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q))
    .filter((p) => category === "all" || p.categorySlug === category)
    .map((p) => p.name);
}

function visibleNames(page: Page) {
  return page.getByRole("list", { name: "Products" }).getByRole("heading", { level: 3 });
}

const search = (page: Page) =>
  page.getByRole("main").getByRole("searchbox", { name: "Search products" });
const category = (page: Page) => page.getByRole("combobox", { name: "Category" });

test("lists all 71 products with the search box and every category", async ({ page }) => {
  await page.goto("/all-products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
  await expect(search(page)).toHaveAttribute("placeholder", "Search products...");
  await expect(category(page).locator("option")).toHaveText([
    "All Categories",
    ...categories.map((c) => c.name),
  ]);
  await expect(page.getByText("Showing 71 of 71 products", { exact: true })).toBeVisible();
  await expect(visibleNames(page)).toHaveCount(71);
});

test("filters live as the visitor types, ignoring case, and keeps the URL in step", async ({
  page,
}) => {
  await page.goto("/all-products");
  await search(page).pressSequentially("LOGITECH");
  const names = expectedNames("logitech");
  expect(names.length).toBeGreaterThan(2);
  await expect(visibleNames(page)).toHaveText(names);
  await expect(
    page.getByText(`Showing ${names.length} of 71 products`, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/all-products\?q=LOGITECH$/);

  await category(page).selectOption({ label: "Accessories & Smart Tech" });
  const both = expectedNames("logitech", "accessories-smart-tech");
  await expect(visibleNames(page)).toHaveText(both);
  await expect(page).toHaveURL(/\?q=LOGITECH&category=accessories-smart-tech$/);

  // Description text matches too.
  await search(page).fill("NOISE-CANCELLING");
  await expect(visibleNames(page)).toHaveText(
    expectedNames("noise-cancelling", "accessories-smart-tech"),
  );

  await search(page).fill("");
  await category(page).selectOption("all");
  await expect(visibleNames(page)).toHaveCount(71);
  await expect(page).toHaveURL(/\/all-products$/);
});

test("shows the empty state when nothing matches", async ({ page }) => {
  await page.goto("/all-products");
  await search(page).fill("zzzz-no-such-thing");
  await expect(page.getByText("Showing 0 of 71 products", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your search or category filter to find what you're looking for."),
  ).toBeVisible();
  await search(page).fill("epson");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeHidden();
});

test("a shared filtered URL opens filtered, and filtering goes on from there", async ({ page }) => {
  await page.goto("/all-products?q=ssd&category=storage-memory");
  await expect(search(page)).toHaveValue("ssd");
  await expect(category(page)).toHaveValue("storage-memory");
  await expect(visibleNames(page)).toHaveText(expectedNames("ssd", "storage-memory"));
  await category(page).selectOption("all");
  await expect(visibleNames(page)).toHaveText(expectedNames("ssd"));
  await page.reload();
  await expect(visibleNames(page)).toHaveText(expectedNames("ssd"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form filters as a plain GET and the count is right", async ({ page }) => {
    await page.goto("/all-products");
    await search(page).fill("printer");
    await category(page).selectOption("printing-scanning");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/all-products\?q=printer&category=printing-scanning$/);
    const names = expectedNames("printer", "printing-scanning");
    await expect(visibleNames(page)).toHaveText(names);
    await expect(
      page.getByText(`Showing ${names.length} of 71 products`, { exact: true }),
    ).toBeVisible();
  });

  test("a filter with no match shows the empty state", async ({ page }) => {
    await page.goto("/all-products?q=qwertyuiop");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText("Showing 0 of 71 products", { exact: true })).toBeVisible();
  });
});

test("one search box on All Products, holding the query, with a real submit button", async ({
  page,
}) => {
  await page.goto("/all-products?q=toner");
  const boxes = page.getByRole("searchbox");
  await expect(boxes).toHaveCount(1);
  await expect(boxes).toHaveValue("toner");
  // Elsewhere the header has its box, and it submits to All Products.
  await page.goto("/about");
  const header = page.getByRole("banner").getByRole("search");
  await header.getByRole("searchbox", { name: "Search products" }).fill("ssd");
  await header.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/all-products\?q=ssd$/);
  await expect(page.getByRole("searchbox")).toHaveValue("ssd");
});
