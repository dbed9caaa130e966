// The catalogue's public pages, rendered by the server itself ahead of their
// requests and served from memory as a pre-rendered page was (ADR 0024):
// every page at start, in the background, and after each catalogue change
// the pages it affects. A page swaps whole when its new render is done, so
// a reader never sees half of one. A page asked for before its turn is
// rendered there and then. Pages a previous start kept for the same build,
// origin and catalogue are read back instead of rendered (kept-pages.ts).

import type { CatalogueChange, LiveCatalogue } from "#app/catalogue/live.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { countPagesRendered } from "#app/ops/metrics.server.ts";
import { setImmediate as turn } from "node:timers/promises";
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

  // Pages a change left to render again, rendered one at a time after the
  // change's own: a render begun from a catalogue that changed meanwhile is
  // not kept, and its page goes back in the queue.
  const dirty = new Set<string>();
  const fresh = new Set<string>();
  let renders = 0;
  let since: number | null = null;
  let working: Promise<void> | null = null;
  let compressing: Promise<void> = Promise.resolve();
  const drain = async () => {
    while (dirty.size > 0) {
      const [path = ""] = dirty;
      dirty.delete(path);
      await turn();
      if (!known.has(path)) continue;
      const from = catalogue.current();
      await renderOne(path);
      fresh.add(path);
      renders += 1;
      if (from !== catalogue.current()) dirty.add(path);
    }
    const rendered = [...fresh];
    fresh.clear();
    const ms = performance.now() - (since ?? performance.now());
    countPagesRendered("change", renders, ms / 1000);
    logger.info(
      { pages: renders, ms: Math.round(ms) },
      `Catalogue changed: ${renders} pages rendered again in ${Math.round(ms)} ms`,
    );
    since = null;
    renders = 0;
    // Compressed at their best after, one at a time (brotli's best takes the
    // thread pool a third of a second a page, and every request's gzip and
    // file reads wait behind it); then kept for the next start.
    compressing = compressing
      .then(async () => {
        for (const path of rendered) await pages.get(path)?.compress();
        await kept.save(stamp(), pages);
      })
      .catch((error: unknown) => logger.warn({ err: error }, "Could not keep the rendered pages"));
  };
  const work = () => {
    working ??= drain()
      .catch((error: unknown) => logger.warn({ err: error }, "Could not render changed pages"))
      .finally(() => {
        working = null;
        if (dirty.size > 0) work();
      });
  };

  catalogue.onChange(async (change: CatalogueChange) => {
    since ??= performance.now();
    const paths = change.after.pagePaths();
    known = new Set(paths);
    for (const path of pages.keys()) if (!known.has(path)) pages.delete(path);
    const { affected } = change;
    // The changed products' own pages before the save is answered: what the
    // person who saved looks at next. The rest right after, in the background.
    for (const path of change.first) {
      await turn();
      await renderOne(path);
      fresh.add(path);
      renders += 1;
    }
    const rest =
      affected === "all"
        ? paths
        : [...affected, ...paths.filter((path) => !pages.has(path))].filter(
            (path) => known.has(path) && !change.first.includes(path),
          );
    for (const path of rest) dirty.add(path);
    work();
  });

  return {
    async page(path) {
      const kept = pages.get(path);
      if (kept) return kept;
      return known.has(path) ? fillShared(path) : undefined;
    },
  };
}
