// Blocks below the first screen render only when near the viewport (ADR 0017):
// before reading a page's real height or taking a full-page picture of it,
// scroll it to the end once so every block has been laid out for real.

import type { Page } from "@playwright/test";

/** Scrolls the page through to its end and back; its full height in CSS pixels. */
export async function renderWholePage(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const height = () => document.documentElement.scrollHeight;
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (let y = 0; y < height(); y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await frame();
    return height();
  });
}

/**
 * A full-page picture is taken without scrolling, so blocks away from the
 * viewport would come out blank: paint them all for the picture.
 */
export async function paintWholePage(page: Page): Promise<void> {
  await page.addStyleTag({
    content: ".render-when-near { content-visibility: visible !important }",
  });
}
