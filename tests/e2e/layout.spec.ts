import { DESKTOP, PHONE, expect, test } from "./fixtures.ts";
import { business, phoneDisplay, products } from "./catalogue-data.ts";

const headerLinks = [
  ["Home", "/"],
  ["All Products", "/all-products"],
  ["About", "/about"],
  ["Contact", "/contact"],
  ["Login", "/auth"],
] as const;

test.describe("header and footer", () => {
  test.use({ viewport: DESKTOP });

  test("header links in order, the current one highlighted", async ({ page }) => {
    for (const [label, path] of headerLinks.slice(0, 4)) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      const links = nav.getByRole("link");
      await expect(links).toHaveText(headerLinks.map(([l]) => l));
      for (const [l, p] of headerLinks) {
        await expect(nav.getByRole("link", { name: l, exact: true })).toHaveAttribute("href", p);
      }
      await expect(nav.locator('[aria-current="page"]')).toHaveText(label);
    }
  });

  test("header shows phone, e-mail and location", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: phoneDisplay })).toHaveAttribute(
      "href",
      `tel:${business.phone}`,
    );
    await expect(header.getByRole("link", { name: business.email })).toHaveAttribute(
      "href",
      `mailto:${business.email}`,
    );
    await expect(header.getByText("Nairobi, Kenya").filter({ visible: true })).toBeVisible();
    const whatsapp = header.getByRole("link", { name: "WhatsApp us" });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/254712345678\?text=/);
  });

  test("footer links, contact details and copyright naming the director", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Home", "/"],
      ["All Products", "/all-products"],
      ["About Us", "/about"],
      ["Contact", "/contact"],
      ["Privacy Notice", "/privacy"],
      ["Computers & Peripherals", "/category/computers-peripherals"],
      ["Storage & Memory", "/category/storage-memory"],
      ["Accessories & Smart Tech", "/category/accessories-smart-tech"],
      ["Printing & Scanning", "/category/printing-scanning"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: phoneDisplay })).toHaveAttribute(
      "href",
      `tel:${business.phone}`,
    );
    await expect(footer.getByRole("link", { name: business.email })).toBeVisible();
    await expect(footer.getByText("Nairobi, Kenya")).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${business.name}`);
    await expect(footer).toContainText(`Director: ${business.director}`);
  });

  test("the header search takes the visitor to All Products, filtered", async ({ page }) => {
    await page.goto("/contact");
    const search = page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
    await expect(search).toHaveAttribute("placeholder", "Search products...");
    await search.fill("toner");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/all-products\?q=toner$/);
    const expected = products.filter((p) =>
      `${p.name}\n${p.description}`.toLowerCase().includes("toner"),
    ).length;
    expect(expected).toBeGreaterThanOrEqual(2);
    await expect(
      page.getByText(`Showing ${expected} of 71 products`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search products" }).first()).toBeVisible();
  });
});

test.describe("mobile side panel", () => {
  test.use({ viewport: PHONE });

  test("opens from the menu button and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByPlaceholder("Search products...")).toBeVisible();
    await expect(panel.getByRole("link", { name: phoneDisplay })).toBeVisible();
    await panel.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("closes with its close button and with Escape, and highlights the current page", async ({
    page,
  }) => {
    await page.goto("/contact");
    const panel = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel.locator('[aria-current="page"]')).toHaveText("Contact");
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("searching from the panel filters All Products", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const search = page
      .getByRole("dialog", { name: "Menu" })
      .getByPlaceholder("Search products...");
    await search.fill("Logitech");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/all-products\?q=Logitech$/);
    await expect(page.getByText(/^Showing \d+ of 71 products$/)).toBeVisible();
  });
});
