import { renderWholePage } from "../../tools/whole-page.ts";
import { business, phoneDisplay, products } from "./catalogue-data.ts";
import { DESKTOP, PHONE, expect, test } from "./fixtures.ts";

// A shopper on a 375 px phone scans lists instead of scrolling forever.
test.use({ viewport: PHONE });

const heightLimits = [
  ["/all-products", 15_000],
  ["/", 6_000],
] as const;

for (const [path, limit] of heightLimits) {
  test(`${path} is at most ${limit} px tall at 375 px`, async ({ page }) => {
    await page.goto(path);
    const height = await renderWholePage(page);
    expect(height).toBeLessThanOrEqual(limit);
    // Nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
}

test("every compact card keeps the spec's parts, with tap targets of 44 px", async ({ page }) => {
  await page.goto("/all-products");
  await renderWholePage(page);
  const cards = page.locator("[data-product-card]");
  await expect(cards).toHaveCount(products.length);
  for (const index of [0, 35, products.length - 1]) {
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    const product = products[index];
    if (!product) throw new Error(`no product ${index}`);
    await expect(card.getByRole("img")).toBeVisible();
    await expect(card.getByRole("link", { name: product.name, exact: true })).toBeVisible();
    await expect(card.locator("[data-product-description]")).toBeVisible();
    await expect(card.locator("ul li")).toHaveCount(2);
    const email = card.getByRole("link", { name: "Email for Info" });
    const call = card.getByRole("link", { name: `Call ${phoneDisplay} about ${product.name}` });
    await expect(call).toHaveAttribute("href", `tel:${business.phone}`);
    for (const target of [email, call]) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    // Several products share one screen.
    expect((await card.boundingBox())?.height).toBeLessThan(240);
  }
});

test("the header keeps call and WhatsApp one tap away, menu closed", async ({ page }) => {
  await page.goto("/about");
  const header = page.getByRole("banner");
  const call = header.getByRole("link", { name: `Call ${phoneDisplay}` });
  const whatsapp = header.getByRole("link", { name: "WhatsApp us (opens in a new tab)" });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", `tel:${business.phone}`);
  await expect(whatsapp).toBeVisible();
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  for (const target of [call, whatsapp, header.getByRole("button", { name: "Open menu" })]) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
});

// A long list's blocks not yet drawn take the room they will once drawn
// (their --near-size), so the scrollbar does not jump as a shopper scrolls.
for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of ["/all-products", "/"]) {
      test(`${path} is as tall when it loads as once every block is drawn`, async ({ page }) => {
        await page.goto(path);
        const atLoad = await page.evaluate(() => document.documentElement.scrollHeight);
        const drawn = await renderWholePage(page);
        expect(Math.abs(atLoad - drawn) / drawn).toBeLessThan(0.02);
      });
    }
  });
}
