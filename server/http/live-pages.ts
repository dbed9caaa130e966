// The catalogue's public pages, rendered by the server itself ahead of their
// requests and served from memory as a pre-rendered page was (ADR 0024):
// every page at start, in the background, and after each catalogue change
// the pages it affects, what was changed and what visitors see most first. A page swaps whole when its new render is done, so
// a reader never sees half of one. A page asked for before its turn is
// rendered there and then. Pages a previous start kept for the same build,
// origin and catalogue are read back instead of rendered (kept-pages.ts).

import type { CatalogueChange, LiveCatalogue } from "#app/catalogue/live.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { countPagesRendered } from "#app/ops/metrics.server.ts";
import { setTimeout as sleep, setImmediate as turn } from "node:timers/promises";
import {
  type Page,
  type PageCache,
  dropStaleCompressions,
  prepareCache,
  renderedPage,
} from "./rendered-page.ts";
import { keptPages } from "./kept-pages.ts";

/** Renders a page of the site as a visitor's GET would be answered. */
export type RenderPage = (path: string) => Promise<Response>;

export interface LivePages {
  /** The page for a path, rendered now if it is the catalogue's and not yet done; else undefined. */
  page(path: string): Promise<Page | undefined>;
}

export async function createLivePages({
  catalogue,
  render,
  cache,
  build,
}: {
  catalogue: LiveCatalogue;
  render: RenderPage;
  cache: PageCache;
  /** The build and the origin its pages are rendered for. */
  build: string;
}): Promise<LivePages> {
  const stamp = () => `${build} catalogue ${catalogue.version()}`;
  const kept = await keptPages(cache, stamp);
  const pages = new Map<string, Page>();
  const inFlight = new Map<string, Promise<Page | undefined>>();
  let known = new Set(catalogue.current().pagePaths());

  const renderOne = async (path: string): Promise<Page | undefined> => {
    const from = catalogue.current();
    const response = await render(path);
    // Only a page the catalogue has and that rendered whole is kept.
    if (response.status !== 200) {
      await response.body?.cancel();
      return undefined;
    }
    const html = await response.text();
    // The policy the render was answered with (server/app.ts), not computed again.
    const csp = response.headers.get("content-security-policy") ?? undefined;
    const fresh = renderedPage(html, cache, csp);
    // The same page again keeps its compressions.
    const kept = pages.get(path);
    const next = kept?.etag === fresh.etag ? kept : fresh;
    // Rendered from a catalogue since replaced: the change's own render is the one to keep.
    if (from === catalogue.current() && known.has(path)) pages.set(path, next);
    return next;
  };
  /** The page as kept by the last start, or else rendered. */
  const fill = async (path: string): Promise<Page | undefined> => {
    const from = catalogue.current();
    const restored = await kept.restore(path);
    if (!restored) return renderOne(path);
    if (from === catalogue.current() && known.has(path)) pages.set(path, restored);
    return restored;
  };
  const fillShared = (path: string) => {
    let pending = inFlight.get(path);
    if (!pending) {
      pending = fill(path).finally(() => inFlight.delete(path));
      inFlight.set(path, pending);
    }
    return pending;
  };

  const renderAll = async () => {
    await prepareCache(cache);
    const started = performance.now();
    for (const path of known) {
      // A render can finish without giving up the event loop: requests
      // waiting meanwhile are answered between pages.
      await turn();
      if (!pages.has(path)) await fillShared(path);
    }
    const ms = Math.round(performance.now() - started);
    countPagesRendered("start", pages.size);
    logger.info({ pages: pages.size, ms }, `Ready: ${pages.size} catalogue pages in ${ms} ms`);
    for (const each of [...pages.values()]) await each.compress();
    await dropStaleCompressions(pages.values(), cache);
    await kept.save(stamp(), pages);
  };
  void renderAll().catch((error: unknown) => {
    logger.error({ err: error }, "Could not render the catalogue's pages");
  });

  // Pages a change left to render again, one at a time, in order of
  // priority: the latest change's urgent pages go before anything an earlier
  // change left. A render begun from a catalogue that changed meanwhile is
  // not kept, and its page goes back to the front of the queue.
  let queue: string[] = [];
  // Whoever waits for a page's render from the current catalogue (a save's answer).
  const waiting = new Map<string, (() => void)[]>();
  const settle = (path: string) => {
    for (const resolve of waiting.get(path) ?? []) resolve();
    waiting.delete(path);
  };
  const rendered = (path: string) =>
    new Promise<void>((resolve) => waiting.set(path, [...(waiting.get(path) ?? []), resolve]));
  const fresh = new Set<string>();
  let renders = 0;
  let since: number | null = null;
  let working: Promise<void> | null = null;
  let quietSince = 0;
  let compressing: Promise<void> | null = null;

  // Compressed at their best once changes stop for a while, one at a time,
  // and never during a change's renders: brotli's best takes the thread pool
  // a third of a second a page, which the next change's pages would wait behind.
  const QUIET_MS = 3000;
  const compressWhenQuiet = () => {
    compressing ??= (async () => {
      for (;;) {
        const wait = quietSince + QUIET_MS - Date.now();
        if (working || wait > 0) {
          await sleep(Math.max(wait, 100));
          continue;
        }
        const [path] = fresh;
        if (path === undefined) break;
        fresh.delete(path);
        await pages.get(path)?.compress();
      }
      await kept.save(stamp(), pages);
    })()
      .catch((error: unknown) => logger.warn({ err: error }, "Could not keep the rendered pages"))
      .finally(() => {
        compressing = null;
        if (fresh.size > 0) compressWhenQuiet();
      });
  };

  const drain = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await turn();
      if (!known.has(path)) {
        settle(path);
        continue;
      }
      const from = catalogue.current();
      try {
        await renderOne(path);
      } catch (error) {
        logger.warn({ err: error, path }, "Could not render a changed page");
        settle(path);
        continue;
      }
      fresh.add(path);
      renders += 1;
      if (from === catalogue.current()) settle(path);
      else if (!queue.includes(path)) queue.unshift(path);
    }
    const ms = performance.now() - (since ?? performance.now());
    countPagesRendered("change", renders, ms / 1000);
    logger.info(
      { pages: renders, ms: Math.round(ms) },
      `Catalogue changed: ${renders} pages rendered again in ${Math.round(ms)} ms`,
    );
    since = null;
    renders = 0;
  };
  const work = () => {
    working ??= drain()
      .catch((error: unknown) => logger.warn({ err: error }, "Could not render changed pages"))
      .finally(() => {
        working = null;
        quietSince = Date.now();
        if (queue.length > 0) work();
        else compressWhenQuiet();
      });
  };

  catalogue.onChange(async (change: CatalogueChange) => {
    since ??= performance.now();
    const paths = change.after.pagePaths();
    known = new Set(paths);
    for (const path of pages.keys()) if (!known.has(path)) pages.delete(path);
    const { affected } = change;
    // The change's urgent pages, then what an earlier change left, then the
    // rest of this one's, and any page not rendered yet.
    const order = [
      ...change.urgent,
      ...queue,
      ...(affected === "all" ? paths : affected),
      ...paths.filter((path) => !pages.has(path)),
    ];
    queue = [...new Set(order)].filter((path) => known.has(path));
    const first = change.first.filter((path) => known.has(path)).map(rendered);
    work();
    // The save is answered once what the person looks at next is rendered.
    await Promise.all(first);
  });

  return {
    async page(path) {
      const kept = pages.get(path);
      if (kept) return kept;
      return known.has(path) ? fillShared(path) : undefined;
    },
  };
}
