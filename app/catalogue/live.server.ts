// The catalogue the site shows, kept in memory and read again from the
// database when it changes: at once for a change this process made
// (`changed`), on a PostgreSQL notice for another process's, and by a
// version check on a timer and after every reconnection for a notice
// missed. Each new catalogue is handed to the listeners (the server's page
// store) with what it changed, before the next one is read.

import type { Db } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { listen, notify } from "#app/platform/notices.server.ts";
import { type Catalogue, type CatalogueRecord, buildCatalogue } from "./catalogue.ts";
import { allProductsPaths, categoryPath, productPath } from "./paths.ts";
import type { PictureSet } from "./pictures.server.ts";
import { mainPictures } from "./photos.server.ts";
import {
  catalogueVersion,
  readCatalogue,
  readOldCategorySlugs,
  readOldSlugs,
} from "./store.server.ts";
import type { ProductRecord, UploadedPicture } from "./types.ts";

const CHANNEL = "catalogue";

export interface CatalogueChange {
  readonly before: Catalogue;
  readonly after: Catalogue;
  /** The public pages whose content may differ: every page, or these, the changed products' own first. */
  readonly affected: "all" | ReadonlySet<string>;
  /**
   * What the person who saved looks at next, as published now: the changed
   * categories' pages, or else the changed products' own.
   */
  readonly first: readonly string[];
  /**
   * The pages to render before the rest of `affected`, in this order: `first`,
   * then what visitors see most of it (the changed products' categories, home).
   */
  readonly urgent: readonly string[];
}

export interface LiveCatalogue {
  current(): Catalogue;
  /** The version of the database's catalogue that current() shows. */
  version(): number;
  /** The pictures of the current catalogue (its illustrations, to serve). */
  pictures(): PictureSet;
  /** After this process wrote to the catalogue: tells the others, shows it here. Resolves once shown. */
  changed(): Promise<void>;
  onChange(listener: (change: CatalogueChange) => Promise<void>): void;
  close(): Promise<void>;
}

export interface LiveCatalogueOptions {
  readonly db: Db;
  /** postgres://… to hear other processes' notices; otherwise the timer alone. */
  readonly databaseUrl: string;
  readonly drawPictures: (
    records: readonly ProductRecord[],
    uploaded: ReadonlyMap<string, UploadedPicture>,
  ) => PictureSet;
  /** How often to compare versions, in ms: the bound on a missed notice's delay. */
  readonly checkEveryMs?: number;
}

interface Loaded {
  readonly version: number;
  readonly catalogue: Catalogue;
  readonly pictures: PictureSet;
}

async function load(options: LiveCatalogueOptions): Promise<Loaded> {
  const { db } = options;
  // The version first: a change made while reading is then read again.
  const version = await catalogueVersion(db);
  const [{ categories, products }, oldSlugs, oldCategorySlugs, uploaded] = await Promise.all([
    readCatalogue(db),
    readOldSlugs(db),
    readOldCategorySlugs(db),
    mainPictures(db),
  ]);
  const records: CatalogueRecord[] = products;
  const pictures = options.drawPictures(records, uploaded);
  const catalogue = buildCatalogue({
    categories,
    records,
    oldSlugs,
    oldCategorySlugs,
    pictureOf: pictures.pictureOf,
  });
  return { version, catalogue, pictures };
}

/** The ids of the published products a change added, removed or changed. */
function changedProducts(before: Catalogue, after: Catalogue) {
  const old = new Map(before.products.map((p) => [p.id, p]));
  const now = new Map(after.products.map((p) => [p.id, p]));
  const ids = [...new Set([...old.keys(), ...now.keys()])].filter(
    (id) => JSON.stringify(old.get(id)) !== JSON.stringify(now.get(id)),
  );
  return { old, now, ids };
}

/** The changed products' own pages, as published after the change. */
export function ownPages(before: Catalogue, after: Catalogue): string[] {
  const { now, ids } = changedProducts(before, after);
  return ids.flatMap((id) => {
    const product = now.get(id);
    return product ? [productPath(product.slug)] : [];
  });
}

/** The categories a change added, renamed or changed otherwise: their pages, as they are now. */
function changedCategoryPages(before: Catalogue, after: Catalogue): string[] {
  // By slug: a category whose slug changed is new at its new address.
  const old = new Map(before.categories.map((c) => [c.slug, JSON.stringify(c)]));
  return after.categories
    .filter((category) => old.get(category.slug) !== JSON.stringify(category))
    .map((category) => categoryPath(category.slug));
}

/** What to render first after a change, in order: see CatalogueChange. */
export function urgentPages(
  before: Catalogue,
  after: Catalogue,
): Pick<CatalogueChange, "first" | "urgent"> {
  const categories = changedCategoryPages(before, after);
  const products = ownPages(before, after);
  const first = categories.length > 0 ? categories : products;
  const { old, now, ids } = changedProducts(before, after);
  // The changed products' categories, before and after, as they are now.
  const theirs = ids.flatMap((id) =>
    [old.get(id), now.get(id)].flatMap((p) =>
      p && after.getCategory(p.categorySlug) ? [categoryPath(p.categorySlug)] : [],
    ),
  );
  // A few products' own pages before home; a whole category's after it.
  const urgent = categories.length > 0 ? [...first, "/"] : [...first, ...theirs, "/"];
  return { first, urgent: [...new Set(urgent)] };
}

export function affectedPages(before: Catalogue, after: Catalogue): CatalogueChange["affected"] {
  // Every page's footer and 404 list the categories.
  if (JSON.stringify(before.categories) !== JSON.stringify(after.categories)) return "all";
  const { old, now, ids: changed } = changedProducts(before, after);
  // The changed products' own pages first: what the person who saved looks at.
  const pages = new Set<string>(
    changed.flatMap((id) =>
      [old.get(id), now.get(id)].flatMap((p) => (p ? productPath(p.slug) : [])),
    ),
  );
  for (const id of changed) {
    const [was, is] = [old.get(id), now.get(id)];
    for (const path of [
      ...allProductsPaths(before.products.length),
      ...allProductsPaths(after.products.length),
    ]) {
      pages.add(path);
    }
    for (const product of [was, is]) {
      if (!product) continue;
      pages.add(categoryPath(product.categorySlug));
      // Its category's products list it as related.
      for (const other of [
        ...before.productsIn(product.categorySlug),
        ...after.productsIn(product.categorySlug),
      ]) {
        pages.add(productPath(other.slug));
      }
    }
    // Home shows the featured products and each category's count.
    if (was?.featured || is?.featured || was?.categorySlug !== is?.categorySlug) pages.add("/");
  }
  return pages;
}

export async function createLiveCatalogue(options: LiveCatalogueOptions): Promise<LiveCatalogue> {
  let loaded = await load(options);
  const listeners: ((change: CatalogueChange) => Promise<void>)[] = [];
  // One refresh at a time, in order; a request while one runs is one more after it.
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;

  const refreshNow = async () => {
    if ((await catalogueVersion(options.db)) === loaded.version) return;
    const next = await load(options);
    const before = loaded.catalogue;
    loaded = next;
    const affected = affectedPages(before, next.catalogue);
    const { first, urgent } = urgentPages(before, next.catalogue);
    const change = {
      before,
      after: next.catalogue,
      affected,
      first,
      // Home only when the change shows there.
      urgent: urgent.filter((path) => path !== "/" || affected === "all" || affected.has("/")),
    };
    for (const listener of listeners) await listener(change);
  };
  const refresh = (): Promise<void> => {
    queued ??= running.then(() => {
      queued = null;
      return refreshNow();
    });
    running = queued.catch((error: unknown) => {
      logger.error({ err: error }, "Could not read the catalogue again");
    });
    return queued;
  };
  const check = () => void refresh().catch(() => undefined);

  const stopListening = listen(options.databaseUrl, CHANNEL, check);
  const timer = setInterval(check, options.checkEveryMs ?? (stopListening ? 30_000 : 2_000));
  timer.unref();

  return {
    current: () => loaded.catalogue,
    version: () => loaded.version,
    pictures: () => loaded.pictures,
    async changed() {
      await notify(options.db, CHANNEL).catch((error: unknown) => {
        // The others' timers still find it.
        logger.warn({ err: error }, "Could not notify the other servers of a catalogue change");
      });
      await refresh();
    },
    onChange: (listener) => void listeners.push(listener),
    async close() {
      clearInterval(timer);
      await stopListening?.();
      await running;
    },
  };
}
