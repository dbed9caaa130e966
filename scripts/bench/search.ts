// All Products' live search, a keystroke at a time, on a phone-sized page
// with the CPU slowed 4x (as Lighthouse's mobile runs). Two figures:
// - the work of a keystroke: from the input event to the page laid out
//   again (the search, the cards moved, style and layout);
// - what the browser's Event Timing saw, key press to the next paint, beside
//   the same typing in the header's plain search box on About (no script
//   answers it), so the headless browser's own frame time can be read off.

import { type Locator, type Page, chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../../tools/chromium.ts";
import { startServer } from "../../tools/server-process.ts";
import { printTable } from "./table.ts";

const QUERIES = ["hp laptop", "printer", "wifi router", "lenvo thinkpad", "solar inverter"];
const SLOWDOWN = 4;
const letters = QUERIES.join("").length;

const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(values: readonly number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function slowedPage(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  url: string,
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  await page.goto(url, { waitUntil: "networkidle" });
  // Event Timing reports events of 16 ms and more (its smallest threshold).
  // A key press's keydown lasts until the next paint: its input event, and
  // the search that answers it, run within it.
  await page.evaluate(() => {
    const slow = new Map<number, number>();
    Object.assign(window, { slowKeystrokes: slow });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.name !== "keydown") continue;
        slow.set(entry.interactionId, Math.max(entry.duration, slow.get(entry.interactionId) ?? 0));
      }
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
  return page;
}

/** Types every query at a brisk typist's pace; the keystrokes Event Timing saw take 16 ms or more. */
async function typed(page: Page, box: Locator): Promise<string> {
  type Slow = { slowKeystrokes: Map<number, number> };
  const slow: number[] = [];
  for (const query of QUERIES) {
    await box.fill("");
    // Only the typing's own key presses: Event Timing reports a little late.
    await page.waitForTimeout(200);
    await page.evaluate(() => (window as unknown as Slow).slowKeystrokes.clear());
    await box.pressSequentially(query, { delay: 120 });
    await page.waitForTimeout(200);
    slow.push(
      ...(await page.evaluate(() => [...(window as unknown as Slow).slowKeystrokes.values()])),
    );
  }
  return `${slow.length} of ${letters}${slow.length ? `, longest ${ms(Math.max(...slow))}` : ""}`;
}

/** The work of each keystroke: the input event answered and the page laid out again. */
async function handled(box: Locator): Promise<number[]> {
  const times: number[] = [];
  for (const query of QUERIES) {
    for (let length = 1; length <= query.length; length += 1) {
      times.push(
        await box.evaluate(
          (input: HTMLInputElement, text) => {
            const start = performance.now();
            input.value = text;
            input.dispatchEvent(new Event("input", { bubbles: true }));
            void document.body.offsetHeight;
            return performance.now() - start;
          },
          query.slice(0, length),
        ),
      );
    }
  }
  return times;
}

export async function benchSearch(port: number): Promise<void> {
  const server = await startServer(port, { LOG_LEVEL: "warn" });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const search = await slowedPage(browser, `${server.origin}/all-products`);
    const box = search.getByRole("main").getByRole("searchbox", { name: "Search products" });
    await box.focus();
    // The island loads on that first reach for the form.
    await search.waitForLoadState("networkidle");
    const work = await handled(box);
    const live = await typed(search, box);

    const plain = await slowedPage(browser, `${server.origin}/about`);
    await plain.getByRole("button", { name: "Open menu" }).click();
    const plainBox = plain.getByRole("dialog").getByRole("searchbox", { name: "Search products" });
    const baseline = await typed(plain, plainBox);

    console.info(
      `\nLive search at 375 px, CPU slowed ${SLOWDOWN}x: ${QUERIES.map((q) => `'${q}'`).join(", ")}, a letter at a time`,
    );
    printTable(
      ["", "keystrokes", "median", "p95", "max", "key press to paint of 16 ms or more"],
      [
        [
          "All Products' search",
          String(work.length),
          ms(percentile(work, 50)),
          ms(percentile(work, 95)),
          ms(Math.max(...work)),
          live,
        ],
        ["a plain search box (About)", String(letters), "", "", "", baseline],
      ],
    );
    console.info(
      "median, p95, max: the work of a keystroke, input event to the page laid out again.",
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
