// Pre-rendered pages: the origin filled in at start, compressed on demand.

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SITE_ORIGIN_PLACEHOLDER } from "#app/lib/site-origin.ts";
import { compressAhead, loadPrerenderedPages } from "./prerendered-pages.ts";

let dir = "";
const html = `<!doctype html><link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/about"><script>go()</script>${"<p>Printers, toner and laptops.</p>".repeat(400)}`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-"));
  mkdirSync(join(dir, "about"));
  writeFileSync(join(dir, "about/index.html"), html);
  writeFileSync(join(dir, "index.html"), html);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("serves each page compressed at once, and better once compressed ahead", async () => {
  const pages = await loadPrerenderedPages(dir, "https://shop.example.co.ke");
  expect([...pages.keys()].sort()).toEqual(["/", "/about"]);
  const about = pages.get("/about");
  if (!about) throw new Error("no /about");
  const text = about.body.toString();
  expect(text).toContain('href="https://shop.example.co.ke/about"');
  expect(about.csp).toMatch(/script-src 'self' 'sha256-/);

  const first = await about.encoded("br");
  expect(brotliDecompressSync(first).toString()).toBe(text);
  expect(gunzipSync(await about.encoded("gzip")).toString()).toBe(text);

  await compressAhead(pages, null);
  const best = await about.encoded("br");
  expect(brotliDecompressSync(best).toString()).toBe(text);
  expect(best.byteLength).toBeLessThanOrEqual(first.byteLength);
  expect(best).not.toBe(first);
});

it("keeps the best compression in the cache folder, reads it back, and drops what no page has", async () => {
  const cache = join(dir, "cache");
  mkdirSync(cache);
  writeFileSync(join(cache, "stale.br"), "an older build's page");
  const pages = await loadPrerenderedPages(dir, "https://shop.example.co.ke", cache);
  await compressAhead(pages, cache);
  const about = pages.get("/about");
  if (!about) throw new Error("no /about");
  const name = `${about.etag.slice(1, -1)}.br`;
  // Both pages have the same body, so one file serves both.
  expect(readdirSync(cache)).toEqual([name]);

  // A restart reads it back: a marker written in its place is what is served.
  const marker = Buffer.from("kept from the last start");
  writeFileSync(join(cache, name), marker);
  const again = await loadPrerenderedPages(dir, "https://shop.example.co.ke", cache);
  await compressAhead(again, cache);
  expect(await again.get("/about")?.encoded("br")).toEqual(marker);

  // Another origin is other content: compressed anew.
  const elsewhere = await loadPrerenderedPages(dir, "https://other.example.co.ke", cache);
  await compressAhead(elsewhere, cache);
  const other = elsewhere.get("/about");
  if (!other) throw new Error("no /about");
  expect(brotliDecompressSync(await other.encoded("br")).toString()).toBe(other.body.toString());
  expect(readdirSync(cache)).not.toContain(name);
});
