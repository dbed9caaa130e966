// The picture a shared link shows (Open Graph, 1200×630): the logo, the
// business's name and some of what it sells, drawn by Chromium from the
// site's own artwork. Run again after changing the business's name or
// tagline in app/business/details.ts: `npm run og-image`.

import { chromium } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { business } from "../app/business/details.ts";
import { OG_IMAGE } from "../app/lib/og-image.ts";
import { chromiumLaunchOptions } from "../tools/chromium.ts";

const svg = async (path: string) =>
  `data:image/svg+xml;base64,${(await readFile(path)).toString("base64")}`;
const logo = await svg("public/favicon.svg");
const pictures = await Promise.all(
  ["laptop", "printer", "router", "ups"].map((name) => svg(`app/assets/illustrations/${name}.svg`)),
);
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; font-family: "DejaVu Sans", sans-serif;
    background: linear-gradient(135deg, #0f172a 0%, #0f172a 55%, #164e63 100%); color: #fff;
    display: flex; align-items: center; padding: 0 72px; gap: 56px; }
  .text { flex: 1; }
  .brand { display: flex; align-items: center; gap: 20px; }
  .brand img { width: 88px; height: 88px; }
  .name { font-size: 46px; font-weight: 700; line-height: 1.1; }
  .kind { font-size: 26px; color: #a5f3fc; margin-top: 6px; }
  .tagline { font-size: 36px; font-weight: 700; line-height: 1.25; margin-top: 44px; }
  .place { font-size: 24px; color: #cbd5e1; margin-top: 28px; }
  .grid { display: grid; grid-template-columns: repeat(2, 190px); gap: 18px; }
  .grid div { background: #f1f5f9; border-radius: 22px; height: 190px; display: flex;
    align-items: center; justify-content: center; }
  .grid img { width: 150px; height: 150px; }
</style></head><body>
  <div class="text">
    <div class="brand"><img src="${logo}" alt=""><div>
      <div class="name">${escape(business.shortName)}</div>
      <div class="kind">${escape(business.trade)}</div></div></div>
    <div class="tagline">${escape(business.tagline)}</div>
    <div class="place">${escape(business.location)}</div>
  </div>
  <div class="grid">${pictures.map((src) => `<div><img src="${src}" alt=""></div>`).join("")}</div>
</body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({
  viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height },
});
await page.setContent(html, { waitUntil: "load" });
await page.screenshot({ path: `public${OG_IMAGE.path}`, type: "png" });
await browser.close();
console.info(`Wrote public${OG_IMAGE.path}`);
