import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { product } from "./catalogue-data.ts";
import { MAX_BYTES, PHOTO_WIDTHS } from "#app/catalogue/photo-settings.ts";

// The stand-in photos in content/products (its README), one per source format.
const PHOTOGRAPHED = [
  "dell-laptop-core-i5", // JPEG, 4:3
  "logitech-mx-master-3s-mouse", // WebP, taller than 4:3
  "jbl-flip-6-speaker", // AVIF, wider than 4:3
] as const;

const widthsOf = (srcset: string) =>
  srcset.split(", ").map((c) => Number(c.split(" ")[1]?.slice(0, -1)));
const urlsOf = (srcset: string) => srcset.split(", ").map((c) => c.split(" ")[0] ?? "");

/** Checks a picture's markup and every file it may load; returns the largest file's bytes. */
async function expectPreparedPhoto(picture: Locator, request: APIRequestContext, sizes: RegExp) {
  const sources = picture.locator("source");
  await expect(sources).toHaveCount(2);
  const urls: string[] = [];
  for (const [i, type] of ["image/avif", "image/webp"].entries()) {
    const source = sources.nth(i);
    await expect(source).toHaveAttribute("type", type);
    await expect(source).toHaveAttribute("sizes", sizes);
    const srcset = (await source.getAttribute("srcset")) ?? "";
    expect(widthsOf(srcset)).toEqual([...PHOTO_WIDTHS]);
    urls.push(...urlsOf(srcset));
  }
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", "400");
  await expect(img).toHaveAttribute("height", "300");
  urls.push((await img.getAttribute("src")) ?? "");

  let largest = 0;
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const type = response.headers()["content-type"];
    expect(type, url).toBe(url.endsWith(".avif") ? "image/avif" : "image/webp");
    expect(response.headers()["cache-control"]).toContain("immutable");
    const bytes = (await response.body()).length;
    expect(bytes, url).toBeLessThanOrEqual(MAX_BYTES);
    largest = Math.max(largest, bytes);
  }
  return largest;
}

test("a product page serves its photo as AVIF and WebP at every width, each within budget", async ({
  page,
  request,
}) => {
  for (const slug of PHOTOGRAPHED) {
    const item = product(slug);
    await page.goto(`/product/${slug}`);
    const picture = page.getByRole("main").locator("picture").first();
    const img = picture.getByRole("img", { name: item.name, exact: true });
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expectPreparedPhoto(picture, request, /^\(min-width: 1280px\) 584px, /);
    // Chromium takes the first type it knows, at a width the layout needs.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc))
      .toMatch(/-640-[\w-]+\.avif$/);
  }
});

test("cards choose a photo width from sizes, and photos fill their frame", async ({ page }) => {
  await page.goto("/category/computers-peripherals");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: product("dell-laptop-core-i5").name }) });
  const img = card.locator("picture img");
  // Even the first card's: a list's pictures wait for its text (ADR 0017).
  await expect(img).toHaveAttribute("loading", "lazy");
  await expect(card.locator("picture source").first()).toHaveAttribute(
    "sizes",
    /^\(min-width: 1280px\) 288px, /,
  );
  // 288 CSS px at 1x: the 320 px variant, not the largest.
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc))
    .toMatch(/-320-[\w-]+\.avif$/);
  // No inset: the picture is as wide as the card.
  const [picture, frame] = await Promise.all([img.boundingBox(), card.boundingBox()]);
  expect(Math.abs((picture?.width ?? 0) - (frame?.width ?? 0))).toBeLessThanOrEqual(2);
  expect(picture?.height).toBeCloseTo(((picture?.width ?? 0) * 3) / 4, 0);
});

test("a product without a photo shows its own illustration, not a picture element", async ({
  page,
  request,
}) => {
  const item = product("hp-probook-450-g10");
  await page.goto(`/product/${item.slug}`);
  const img = page.getByRole("main").getByRole("img", { name: `Illustration of ${item.name}` });
  expect(await img.evaluate((el) => el.parentElement?.tagName)).not.toBe("PICTURE");
  const src = (await img.getAttribute("src")) ?? "";
  // Drawn by the server from the live record, named by its content.
  expect(src).toMatch(new RegExp(`^/pictures/${item.slug}-[\\w-]{10}\\.svg$`));
  const svg = await (await request.get(src)).text();
  expect(svg).toContain(">HP</text>");
});
