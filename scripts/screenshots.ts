// Screenshots of every screen at phone and desktop widths, for looking at
// what we build: `node scripts/screenshots.ts URL [OUT_DIR]`.

import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { chromiumLaunchOptions } from "../tools/chromium.ts";
import { paintWholePage } from "../tools/whole-page.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "screenshots";
const pages = (
  process.env.PAGES ??
  "/,/all-products,/category/power-backup,/product/dell-laptop-core-i5,/about,/contact,/no-such-page,/all-products?q=zzz"
).split(",");

await mkdir(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
  });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Load lazy images now, so the full-page shot shows them.
    await page.evaluate(() => {
      for (const img of document.querySelectorAll("img")) img.loading = "eager";
    });
    await paintWholePage(page);
    await page.waitForLoadState("networkidle");
    const name =
      (path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home") + `-${width}.png`;
    await page.screenshot({
      path: `${out}/${name}`,
      fullPage: process.env.FULL !== "0",
    });
    // Long phone pages are also cut into screen-sized parts, easier to look at.
    if (width < 600) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, part = 1; y < height; y += 1600, part += 1) {
        const clip = { x: 0, y, width, height: Math.min(1600, height - y) };
        await page.screenshot({
          path: `${out}/${name.replace(".png", `-part${part}.png`)}`,
          fullPage: true,
          clip,
        });
      }
    }
  }
  await context.close();
}
await browser.close();
console.info(`Screenshots in ${out}/`);
