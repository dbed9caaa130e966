// A page rendered ahead of its requests (live-pages.ts), kept in memory with
// its compressed forms, made on the thread pool: on first use, and at the
// best quality one page at a time while the server runs. Brotli at its best
// quality takes a core for half a minute for them all, so its results are
// kept in a cache folder, named by the page's content: a restart that
// renders the same page reads them back instead.

import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
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

/**
 * A page of this HTML, with the Content-Security-Policy its inline scripts
 * need: the one its render was answered with, when there was one.
 */
export function renderedPage(
  html: string,
  cache: PageCache,
  csp: string = contentSecurityPolicy(html),
): Page {
  const body = Buffer.from(html);
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

/** Drops cached compressions that no page has now (an older render's, or another origin's). */
export async function dropStaleCompressions(
  pages: Iterable<Page>,
  cache: PageCache,
): Promise<void> {
  if (!cache) return;
  const current = new Set([...pages].map((each) => `${each.etag.slice(1, -1)}.br`));
  for (const name of await readdir(cache).catch(() => [] as string[])) {
    if (name.endsWith(".br") && !current.has(name)) await rm(join(cache, name), { force: true });
  }
}

/** Makes the cache folder, once. */
export async function prepareCache(cache: PageCache): Promise<void> {
  if (cache) await mkdir(cache, { recursive: true });
}

/** Picks the smallest encoding the client accepts. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}
