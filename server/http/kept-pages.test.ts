// Pages kept between starts: read back under the same stamp, never under
// another (a new build, origin or catalogue), never from a damaged file.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { keptPages } from "./kept-pages.ts";
import { prepareCache, renderedPage } from "./rendered-page.ts";

let cache = "";
beforeEach(async () => {
  cache = join(mkdtempSync(join(tmpdir(), "kept-")), "cache");
  await prepareCache(cache);
});
afterEach(() => rmSync(join(cache, ".."), { recursive: true, force: true }));

const html = `<!doctype html><title>Printers</title>${"<p>Toner and ink.</p>".repeat(200)}`;

it("reads a kept page back under the same stamp, and nothing under another", async () => {
  const page = renderedPage(html, cache);
  await page.compress();
  const before = await keptPages(cache, () => "build-1 catalogue 7");
  await before.save("build-1 catalogue 7", new Map([["/category/printing-scanning", page]]));

  const again = await keptPages(cache, () => "build-1 catalogue 7");
  const restored = await again.restore("/category/printing-scanning");
  expect(restored?.body.toString()).toBe(html);
  expect(restored?.etag).toBe(page.etag);
  expect(await again.restore("/about")).toBeUndefined();

  const changed = await keptPages(cache, () => "build-1 catalogue 8");
  expect(await changed.restore("/category/printing-scanning")).toBeUndefined();
});

it("renders again rather than serve a damaged or missing file", async () => {
  const page = renderedPage(html, cache);
  await page.compress();
  const kept = await keptPages(cache, () => "s");
  await kept.save("s", new Map([["/", page]]));
  writeFileSync(join(cache, `${page.etag.slice(1, -1)}.br`), Buffer.from([0x1b, 0x00]));
  expect(await (await keptPages(cache, () => "s")).restore("/")).toBeUndefined();
  rmSync(join(cache, `${page.etag.slice(1, -1)}.br`));
  expect(await (await keptPages(cache, () => "s")).restore("/")).toBeUndefined();
});
