// The catalogue from the database (ADR 0024): start-up, the pages rendered
// ahead, and All Products' size, with the seed's 71 products and again with
// 1,000; then an edit saved until its page is served, on one server and on
// two sharing PostgreSQL (catalogue-edits.ts).

import { rmSync } from "node:fs";
import { stat } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { createProduct } from "#app/catalogue/editing.server.ts";
import { productRecords } from "#app/catalogue/products.ts";
import { migrate, openDatabase } from "#app/platform/db.server.ts";
import { root, startServer } from "../../tools/server-process.ts";
import { medianOfStarts } from "./startup.ts";
import { BENCH_METRICS_TOKEN, metric, printTable } from "./table.ts";

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function removeDb(file: string) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
}

/** A fresh database with the seed and, beyond it, products up to `total`. */
async function seeded(file: string, total: number): Promise<void> {
  removeDb(file);
  const handle = openDatabase(`file:${file}`);
  try {
    await migrate(handle);
    const categories = await handle.db.selectFrom("categories").select(["id", "slug"]).execute();
    const idOf = new Map(categories.map((c) => [c.slug, c.id]));
    for (let n = productRecords.length; n < total; n += 1) {
      const base = productRecords[n % productRecords.length];
      if (!base) continue;
      const name = `${base.name} Series ${n}`;
      await createProduct(
        handle.db,
        {
          name,
          slug: `${base.slug}-series-${n}`,
          categoryId: idOf.get(base.categorySlug) ?? "1",
          description: `${base.description} Series ${n}, for offices that buy in bulk.`,
          specifications: [...base.specifications],
          featured: false,
          status: "published",
          seoTitle: null,
          seoDescription: null,
          listPriceCents: null,
        },
        { actor: null },
      );
    }
  } finally {
    await handle.close();
  }
}

interface Figures {
  products: number;
  firstPage: number;
  allRendered: number;
  pages: number;
  allProductsHtml: number;
  allProductsBr: number;
  /** Its cards, a card's bytes (uncompressed, on average), and what its count lines say. */
  cards: number;
  cardBytes: number;
  line: string;
}

const CARD = '<li class="product-card';

/** All Products' cards and what its count lines say, read from its HTML. */
function listOf(html: string): Pick<Figures, "cards" | "cardBytes" | "line"> {
  const text = (part: string) =>
    new RegExp(`data-search="${part}">([^<]*)<`).exec(html)?.[1]?.trim() ?? "";
  const cards = html.split(CARD).length - 1;
  const from = html.indexOf(CARD);
  const to = html.lastIndexOf(CARD);
  return {
    cards,
    // From the first card's start to the last's: all but one card, whole.
    cardBytes: cards > 1 ? Buffer.byteLength(html.slice(from, to)) / (cards - 1) : 0,
    line: [text("count"), text("range")].filter(Boolean).join(" / "),
  };
}

async function measure(port: number, total: number): Promise<Figures> {
  const file = join(root, `data/bench-catalogue-${total}.db`);
  await seeded(file, total);
  try {
    // A first start renders every page and keeps them (data/page-cache):
    // the starts measured are restarts, as after a deploy or a reboot.
    const first = await startServer(port, { DATABASE_URL: `file:${file}`, LOG_LEVEL: "warn" });
    await keptWithin(join(root, "data/page-cache/pages.json"), 90_000);
    await first.stop();
    const start = await medianOfStarts(port, file);
    const t0 = performance.now();
    const server = await startServer(port, {
      DATABASE_URL: `file:${file}`,
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      LOG_LEVEL: "warn",
    });
    try {
      const pages = 5 + 9 + total;
      let rendered = 0;
      while (rendered < pages && performance.now() - t0 < 120_000) {
        rendered = await metric(
          server.origin,
          "storefront_catalogue_pages_rendered_total",
          'reason="start"',
        );
        if (rendered < pages) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const allRendered = performance.now() - t0;
      const html = await (await fetch(`${server.origin}/all-products`)).arrayBuffer();
      const list = listOf(new TextDecoder().decode(html));
      // fetch would decode brotli: its size is read from a plain request instead.
      const raw = await rawSize(`${server.origin}/all-products`);
      return {
        products: total,
        firstPage: start.page,
        allRendered,
        pages: rendered,
        allProductsHtml: html.byteLength,
        allProductsBr: raw,
        ...list,
      };
    } finally {
      await server.stop();
    }
  } finally {
    removeDb(file);
  }
}

/** Waits until the server has kept its rendered pages (or `ms` pass). */
async function keptWithin(list: string, ms: number): Promise<void> {
  const since = Date.now();
  const modified = () =>
    stat(list).then(
      (s) => s.mtimeMs,
      () => 0,
    );
  while ((await modified()) < since && Date.now() - since < ms) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The bytes sent for a brotli response, undecoded. */
function rawSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": "br" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    })
      .on("error", reject)
      .end();
  });
}

export async function benchCatalogue(port: number): Promise<void> {
  const rows: Figures[] = [];
  for (const total of [productRecords.length, 1000]) rows.push(await measure(port, total));
  console.info(
    "\nCatalogue from the database: restart to first page (br, median of 5, the pages kept by a first start), then every page ready (from spawn, one start), and All Products\n",
  );
  printTable(
    [
      "products",
      "first page served",
      "all pages rendered",
      "pages",
      "All Products",
      "br",
      "a card",
      "cards",
      "its lines",
    ],
    rows.map((row) => [
      String(row.products),
      ms(row.firstPage),
      ms(row.allRendered),
      String(row.pages),
      kb(row.allProductsHtml),
      kb(row.allProductsBr),
      `${Math.round(row.cardBytes)} B`,
      String(row.cards),
      row.line,
    ]),
  );
}
