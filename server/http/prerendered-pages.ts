// The pre-rendered pages, read once at start and kept in memory. Each carries
// the placeholder origin (lib/site-origin.ts), replaced here with PUBLIC_URL
// so that one build serves any origin. Their compressed forms are made on the
// thread pool, not at start: on first use, and for all of them one at a time
// while the server runs. Brotli at its best quality takes a core for half a
// minute for them all, so its results are kept in a cache folder, named by
// the page's content: a restart of the same build with the same origin
// reads them back instead.

import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { SITE_ORIGIN_PLACEHOLDER } from "#app/lib/site-origin.ts";
import { contentSecurityPolicy } from "./content-security.ts";

const brotli = (body: Buffer, quality: number) =>
  promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

export interface Page {
  readonly body: Buffer;
  /** Its Content-Security-Policy, with the hashes of its inline scripts. */
  readonly csp: string;
  readonly etag: string;
  /** The body in this encoding, compressed on first use (brotli: better once compressed ahead). */
  encoded(encoding: Encoding): Promise<Buffer>;
  /** Compresses it at the best quality, ahead of its requests. */
  compress(): Promise<void>;
}

/** Where the best brotli of each page is kept between starts; none in tests or development. */
export type PageCache = string | null;

function page(body: Buffer, csp: string, cache: PageCache): Page {
  const hash = createHash("sha1").update(body).digest("base64url");
  const cached = cache ? join(cache, `${hash}.br`) : null;
  let gzipped: Promise<Buffer> | undefined;
  // Brotli at its best quality takes a third of a second a page on a busy
  // machine; until it is done, requests get quality 5, made in milliseconds.
  let best: Promise<Buffer> | undefined;
  let bestDone: Buffer | undefined;
  let quick: Promise<Buffer> | undefined;
  const makeBest = async () => {
    const kept = cached ? await readFile(cached).catch(() => null) : null;
    if (kept) return kept;
    const compressed = await brotli(body, 11);
    // Best effort: without the cache the next start compresses again.
    if (cached) await writeFile(cached, compressed).catch(() => undefined);
    return compressed;
  };
  const bestBrotli = () =>
    (best ??= makeBest().then((compressed) => {
      bestDone = compressed;
      quick = undefined;
      return compressed;
    }));
  const encoded = (encoding: Encoding) => {
    if (encoding === "gzip") return (gzipped ??= gzipAsync(body, { level: 9 }));
    if (bestDone) return Promise.resolve(bestDone);
    return (quick ??= brotli(body, 5));
  };
  return {
    body,
    csp,
    etag: `"${hash}"`,
    encoded,
    async compress() {
      await Promise.all([bestBrotli(), encoded("gzip")]);
    },
  };
}

async function findIndexFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name));
}

/** "…/client/about/index.html" -> "/about"; "…/client/index.html" -> "/". */
function urlPathOf(clientDir: string, file: string): string {
  const dir = relative(clientDir, file).split(sep).slice(0, -1).join("/");
  return `/${dir}`;
}

export async function loadPrerenderedPages(
  clientDir: string,
  origin: string,
  cache: PageCache = null,
): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  const files = await findIndexFiles(clientDir);
  await Promise.all(
    files.map(async (file) => {
      const html = (await readFile(file, "utf8")).replaceAll(SITE_ORIGIN_PLACEHOLDER, origin);
      pages.set(
        urlPathOf(clientDir, file),
        page(Buffer.from(html), contentSecurityPolicy(html), cache),
      );
    }),
  );
  return pages;
}

/**
 * Compresses every page ahead of its requests, one at a time, so that the
 * thread pool stays free for requests' own work; then drops cached pages no
 * page has now (an older build's, or another origin's).
 */
export async function compressAhead(pages: Map<string, Page>, cache: PageCache): Promise<void> {
  if (cache) await mkdir(cache, { recursive: true });
  for (const each of pages.values()) await each.compress();
  if (!cache) return;
  const current = new Set([...pages.values()].map((each) => `${each.etag.slice(1, -1)}.br`));
  for (const name of await readdir(cache)) {
    if (!current.has(name)) await rm(join(cache, name), { force: true });
  }
}

/** Picks the smallest encoding the client accepts. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}
