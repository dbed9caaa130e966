// The pages rendered ahead, kept between starts: the page cache's best
// brotli of each page (rendered-page.ts) and a list of which page is which,
// valid for one build, one origin and one version of the catalogue. A
// restart that finds its own list serves every page from the first request,
// read back from disk, instead of rendering them again.

import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliDecompress } from "node:zlib";
import { type Page, type PageCache, renderedPage } from "./rendered-page.ts";

const LIST = "pages.json";
const unbrotli = promisify(brotliDecompress);

interface List {
  readonly stamp: string;
  /** Path → the page's content hash (its ETag, its cache file's name). */
  readonly pages: Record<string, string>;
}

export interface KeptPages {
  /** The page kept for `path` under `stamp`, read back; undefined if none. */
  restore(path: string): Promise<Page | undefined>;
  /** Keeps the list of `pages` under `stamp` (their brotli must be in the cache). */
  save(stamp: string, pages: ReadonlyMap<string, Page>): Promise<void>;
}

export async function keptPages(cache: PageCache, stamp: () => string): Promise<KeptPages> {
  if (!cache) return { restore: async () => undefined, save: async () => undefined };
  const file = join(cache, LIST);
  const list = await readFile(file, "utf8")
    .then((text) => JSON.parse(text) as List)
    .catch(() => null);
  return {
    async restore(path) {
      // Another build, origin or catalogue: nothing kept is of use.
      if (!list || list.stamp !== stamp()) return undefined;
      const hash = list.pages[path];
      if (!hash || !/^[\w-]+$/.test(hash)) return undefined;
      const compressed = await readFile(join(cache, `${hash}.br`)).catch(() => null);
      if (!compressed) return undefined;
      const html = await unbrotli(compressed).catch(() => null);
      if (!html) return undefined;
      const page = renderedPage(html.toString(), cache);
      // A cache file not of this content (a disk's damage) is rendered anew.
      return page.etag === `"${hash}"` ? page : undefined;
    },
    async save(next, pages) {
      const entries = [...pages].map(([path, page]) => [path, page.etag.slice(1, -1)]);
      const text = JSON.stringify({ stamp: next, pages: Object.fromEntries(entries) });
      // Whole or not at all: a start never reads half a list.
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
    },
  };
}
