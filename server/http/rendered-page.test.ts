// A page rendered ahead: its CSP read from its inline scripts, compressed on
// demand, better once compressed ahead, the best kept in a cache folder.

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { dropStaleCompressions, prepareCache, renderedPage } from "./rendered-page.ts";

let dir = "";
const html = `<!doctype html><link rel="canonical" href="https://shop.example.co.ke/about"><script>go()</script>${"<p>Printers, toner and laptops.</p>".repeat(400)}`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("serves a page compressed at once, and better once compressed ahead", async () => {
  const about = renderedPage(html, null);
  expect(about.body.toString()).toBe(html);
  expect(about.csp).toMatch(/script-src 'self' 'sha256-/);

  const first = await about.encoded("br");
  expect(brotliDecompressSync(first).toString()).toBe(html);
  expect(gunzipSync(await about.encoded("gzip")).toString()).toBe(html);

  await about.compress();
  const best = await about.encoded("br");
  expect(brotliDecompressSync(best).toString()).toBe(html);
  expect(best.byteLength).toBeLessThanOrEqual(first.byteLength);
  expect(best).not.toBe(first);
});

it("keeps the best compression in the cache folder, reads it back, and drops what no page has", async () => {
  const cache = join(dir, "cache");
  await prepareCache(cache);
  writeFileSync(join(cache, "stale.br"), "an older render's page");
  const about = renderedPage(html, cache);
  await about.compress();
  await dropStaleCompressions([about], cache);
  const name = `${about.etag.slice(1, -1)}.br`;
  expect(readdirSync(cache)).toEqual([name]);

  // A restart reads it back: a marker written in its place is what is served.
  const marker = Buffer.from("kept from the last start");
  writeFileSync(join(cache, name), marker);
  const again = renderedPage(html, cache);
  await again.compress();
  expect(await again.encoded("br")).toEqual(marker);

  // Other content is compressed anew, and the old one dropped.
  const other = renderedPage(html.replace("about", "contact"), cache);
  await other.compress();
  expect(brotliDecompressSync(await other.encoded("br")).toString()).toBe(other.body.toString());
  await dropStaleCompressions([other], cache);
  expect(readdirSync(cache)).not.toContain(name);
});
