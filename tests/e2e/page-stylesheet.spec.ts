// A page that runs no React carries only the style rules its markup matches
// (ADR 0025). Whatever was left out must change nothing: every element of
// every public page computes the same style with the page's cut as with the
// whole stylesheet in its place, at phone and desktop widths.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DESKTOP, PHONE, expect, test } from "./fixtures.ts";

const assets = join(import.meta.dirname, "../../build/client/assets");
const wholeName = readdirSync(assets).find((name) => /^app-.*\.css$/.test(name));
const whole = wholeName ? readFileSync(join(assets, wholeName), "utf8") : "";

const pages = [
  "/",
  "/all-products",
  "/all-products?q=zzzz",
  "/category/computers-peripherals",
  "/product/dell-laptop-core-i5",
  "/about",
  "/contact",
  "/auth",
  "/privacy",
  "/no-such-page",
];

test.use({ javaScriptEnabled: false, allowConsoleErrors: true });

// A test a page: All Products alone has every card's elements to compare.
for (const viewport of [PHONE, DESKTOP]) {
  for (const path of pages) {
    test(`at ${viewport.width} px ${path} styles each element as the whole stylesheet does`, async ({
      page,
    }) => {
      expect(whole).toContain("@layer utilities");
      await page.setViewportSize(viewport);
      await page.goto(path);
      const style = page.locator("style[data-page-css]");
      await expect(style).toHaveCount(1);
      const cut = (await style.textContent()) ?? "";
      expect(cut.length, path).toBeLessThan(whole.length * 0.8);
      const differences = await page.evaluate((wholeCss) => {
        const styleOf = () =>
          [...document.querySelectorAll("body *")].map((element) => {
            const computed = getComputedStyle(element);
            // Custom properties no rule reads are left out on purpose. A
            // grid's rows resolve from its last layout, which a block kept
            // out of view (render-when-near) has not had again.
            return [...computed]
              .filter((name) => !name.startsWith("--") && name !== "grid-template-rows")
              .map((name) => `${name}:${computed.getPropertyValue(name)}`)
              .join(";");
          });
        const before = styleOf();
        const sheet = document.querySelector("style[data-page-css]");
        if (sheet) sheet.textContent = wholeCss;
        const after = styleOf();
        const elements = [...document.querySelectorAll("body *")];
        return before.flatMap((text, i) => {
          if (text === after[i]) return [];
          const was = text.split(";");
          const is = after[i]?.split(";") ?? [];
          const changed = was.filter((value, j) => value !== is[j]).slice(0, 3);
          return [
            `${elements[i]?.tagName} ${elements[i]?.getAttribute("class") ?? ""}: ${changed.join("; ")}`,
          ];
        });
      }, whole);
      expect(differences, path).toEqual([]);
    });
  }
}
