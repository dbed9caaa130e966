// The inbox with 100,000 inquiries, on SQLite and on PostgreSQL: the first
// page, a filtered search (status and text), a bulk change of 100 and the
// full CSV export, timed in this process against the data layer the pages
// use.

import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { type BulkChange, bulkChange } from "#app/back-office/bulk.server.ts";
import { exportInboxCsv } from "#app/back-office/inbox-export.server.ts";
import { type InboxFilters, NO_INBOX_FILTERS } from "#app/back-office/inbox-filters.ts";
import { listInbox } from "#app/back-office/inbox.server.ts";
import { productRecords } from "#app/catalogue/products.ts";
import { buildCatalogue } from "#app/catalogue/catalogue.ts";
import { categories } from "#app/catalogue/categories.ts";
import { normalizePhone } from "#app/inquiries/phone.ts";
import { inquiryReference } from "#app/inquiries/reference.ts";
import type { InquiryStatus } from "#app/inquiries/status.ts";
import { type DatabaseHandle, migrate, openDatabase } from "#app/platform/db.server.ts";
import { createTestDatabase } from "#tests/fixtures/postgres.ts";
import { root } from "../../tools/server-process.ts";
import { percentile, printTable, timeRuns } from "./table.ts";

// The seed's catalogue for the filters' product names; the bench draws no
// page, so its products need no pictures (the build's are not loaded here).
const seedCatalogue = buildCatalogue({
  categories,
  records: productRecords.map((record) => ({ ...record, status: "published" as const })),
  oldSlugs: new Map(),
  pictureOf: () => ({ url: "", alt: "", sources: [] }),
});

const INQUIRIES = Number(process.env.BENCH_INBOX_ROWS ?? 100_000);
const RUNS = 40;
const EXPORT_RUNS = 3;
const DAY = 86_400_000;

const FIRST = [
  "Wanjiru",
  "Otieno",
  "Achieng",
  "Kamau",
  "Njeri",
  "Mutua",
  "Chebet",
  "Kiprop",
  "Atieno",
  "Wafula",
  "Nyambura",
  "Kipchoge",
  "Muthoni",
  "Ochieng",
  "Jeptoo",
  "Barasa",
  "Wairimu",
  "Kibet",
  "Akinyi",
];
const MORE = [
  "Amina",
  "Brian",
  "Faith",
  "Kevin",
  "Mercy",
  "Dennis",
  "Grace",
  "Hassan",
  "Joy",
  "Peter",
  "Esther",
  "Daniel",
  "Lucy",
  "Samuel",
  "Ruth",
  "Collins",
  "Zawadi",
  "Ibrahim",
  "Purity",
  "Victor",
];
const LAST = [
  "Kamau",
  "Odhiambo",
  "Mwangi",
  "Wambui",
  "Omondi",
  "Kariuki",
  "Mohamed",
  "Wekesa",
  "Njoroge",
  "Otieno",
  "Kiprono",
  "Mutiso",
  "Onyango",
  "Chege",
  "Kimani",
  "Owino",
  "Macharia",
  "Rotich",
  "Wanyama",
  "Nduta",
  "Ali",
  "Cheruiyot",
  "Muriuki",
  "Ndungu",
  "Kosgei",
  "Ouma",
  "Gitau",
  "Were",
];
const ASKS = [
  "Please quote for {n} units delivered to Westlands.",
  "Do you have this in stock? We need {n} by Friday for our office in Upper Hill.",
  "What is the price for {n} pieces, and do you offer M-Pesa payment on delivery?",
  "Our school in Kisumu needs {n}. Can you send a proforma invoice?",
  "Is there a warranty? We would take {n} if the price is right.",
  "Looking for {product}, {n} units, for a new branch in Mombasa.",
  "Hello, is {product} available? Need {n} urgently, invoice to our Nakuru office.",
];
// What staff look for: a customer's surname, e-mail, phone or reference, a place, a product.
const SEARCHES = ["wekesa", "njeri.kamau", "0722 41", "mw-61523", "mombasa", "toner"];
const STATUSES: InquiryStatus[] = ["new", "in_progress", "quoted", "won", "lost", "spam"];

/** A repeatable pseudo-random sequence (mulberry32), so every run seeds the same inbox. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function seed(handle: DatabaseHandle): Promise<void> {
  const { db, dialect } = handle;
  const next = random(9);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const staff = ["bench-owner", "bench-staff-1", "bench-staff-2"];
  const at = new Date().toISOString();
  await db
    .insertInto("user")
    .values(
      staff.map((id, i) => ({
        id,
        name: `${pick(MORE)} ${pick(LAST)}`,
        email: `${id}-${i}@example.co.ke`,
        emailVerified: dialect === "postgres" ? true : 1,
        role: i === 0 ? "owner" : "staff",
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
  const now = Date.now();
  const batch = 500;
  for (let start = 0; start < INQUIRIES; start += batch) {
    const rows = Array.from({ length: Math.min(batch, INQUIRIES - start) }, (_, i) => {
      const n = start + i;
      const created = now - Math.floor(next() * 365 * DAY);
      const age = now - created;
      const first = pick(next() < 0.5 ? FIRST : MORE);
      const last = pick(LAST);
      const email = `${first}.${last}${n % 97}@example.co.ke`;
      const phone = next() < 0.8 ? `07${Math.floor(10_000_000 + next() * 89_999_999)}` : null;
      const product = next() < 0.85 ? pick(productRecords).name : null;
      // Old inquiries are mostly settled; recent ones mostly open.
      const status: InquiryStatus =
        age > 14 * DAY
          ? pick(["won", "lost", "lost", "quoted", "spam", "won"] as const)
          : pick(STATUSES);
      const replied = status !== "new" && status !== "spam" && next() < 0.9;
      const closed = status === "won" || status === "lost" || status === "spam";
      return {
        id: `bench-${n}`,
        reference: inquiryReference(10_001 + n),
        created_at: new Date(created).toISOString(),
        updated_at: new Date(created).toISOString(),
        name: `${first} ${last}`,
        email,
        email_key: email.toLowerCase(),
        phone,
        phone_key: normalizePhone(phone),
        message:
          next() < 0.9
            ? pick(ASKS)
                .replace("{n}", String(1 + (n % 40)))
                .replace("{product}", product ?? pick(productRecords).name)
            : null,
        product,
        page: product ? `/product/${n % 71}` : "/contact",
        status,
        assignee_id: status !== "new" && next() < 0.7 ? pick(staff) : null,
        due_at: new Date(created + DAY).toISOString(),
        first_reply_at: replied ? new Date(created + next() * 30 * 3_600_000).toISOString() : null,
        closed_at: closed ? new Date(created + 3 * DAY).toISOString() : null,
      };
    });
    await db.insertInto("inquiries").values(rows).execute();
  }
  // Fresh statistics and visibility, as autovacuum would leave a table that has grown over a year.
  if (dialect === "postgres") await sql`vacuum analyze inquiries`.execute(db);
  else await sql`analyze`.execute(db);
}

/**
 * Bulk changes of 100 inquiries, as the inbox's selection makes them: a
 * status, an assignee, spam with the senders blocked, and back to New (a
 * release), each on a different 100 of the 100,000, in turn.
 */
async function bulkRuns(handle: DatabaseHandle): Promise<number[]> {
  const actor = {
    id: "bench-owner",
    name: "Bench Owner",
    email: "bench-owner-0@example.co.ke",
    role: "owner" as const,
    grants: [],
  };
  const mail = {
    recipient: "info@example.co.ke",
    origin: "https://bench.example",
    catalogue: seedCatalogue,
  };
  const changes: BulkChange[] = [
    { kind: "status", to: "quoted" },
    { kind: "assign", to: "bench-staff-1" },
    { kind: "spam", block: true },
    { kind: "status", to: "new" },
  ];
  let run = 0;
  return timeRuns(
    () => {
      const base = (run * 997) % (INQUIRIES - 200);
      const ids = Array.from({ length: 100 }, (_, i) => `bench-${base + i * 2}`);
      const change = changes[run % changes.length] ?? { kind: "status", to: "new" };
      run += 1;
      return bulkChange({ db: handle.db, actor }, ids, change, mail);
    },
    { runs: RUNS },
  );
}

/** The whole export read to its end: how long, how many bytes, and how far RSS rose. */
async function exportOnce(
  handle: DatabaseHandle,
): Promise<{ ms: number; bytes: number; rss: number }> {
  const base = process.memoryUsage.rss();
  let peak = base;
  let bytes = 0;
  const t0 = performance.now();
  const stream = exportInboxCsv(handle.db, NO_INBOX_FILTERS, {
    userId: "bench-owner",
    now: new Date(),
    catalogue: seedCatalogue,
  });
  for await (const chunk of stream) {
    bytes += chunk.byteLength;
    peak = Math.max(peak, process.memoryUsage.rss());
  }
  return { ms: performance.now() - t0, bytes, rss: peak - base };
}

async function benchOne(name: string, url: string): Promise<string[]> {
  const handle = openDatabase(url);
  try {
    await migrate(handle);
    const t0 = performance.now();
    await seed(handle);
    console.info(
      `${name}: ${INQUIRIES} inquiries seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const context = { userId: "bench-owner", now: new Date(), catalogue: seedCatalogue };
    const list = (filters: Partial<InboxFilters>) =>
      listInbox(handle.db, { ...NO_INBOX_FILTERS, ...filters }, context);
    const firstPage = await timeRuns(() => list({}), { runs: RUNS });
    let i = 0;
    const search = await timeRuns(
      () => {
        i += 1;
        return list({ status: STATUSES[i % 4] ?? "new", q: SEARCHES[i % SEARCHES.length] ?? "" });
      },
      { runs: RUNS },
    );
    const bulk = await bulkRuns(handle);
    const exports: { ms: number; bytes: number; rss: number }[] = [];
    for (let run = 0; run < EXPORT_RUNS; run += 1) exports.push(await exportOnce(handle));
    const exportMs = exports.map((e) => e.ms).sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    return [
      name,
      ms(percentile(firstPage, 50)),
      ms(percentile(firstPage, 95)),
      ms(percentile(search, 50)),
      ms(percentile(search, 95)),
      ms(percentile(bulk, 50)),
      ms(percentile(bulk, 95)),
      `${(percentile(exportMs, 50) / 1000).toFixed(2)} s`,
      `${(Math.max(...exportMs) / 1000).toFixed(2)} s`,
      `${((exports[0]?.bytes ?? 0) / 1_048_576).toFixed(1)} MB`,
      `${(Math.max(...exports.map((e) => e.rss)) / 1_048_576).toFixed(0)} MB`,
    ];
  } finally {
    await handle.close();
  }
}

/** A PostgreSQL server: TEST_DATABASE_URL's, or one started here and stopped after. */
export function postgresServer(): { url: string; stop(): void } {
  if (process.env.TEST_DATABASE_URL)
    return { url: process.env.TEST_DATABASE_URL, stop: () => undefined };
  const script = join(root, "scripts/test-postgres.sh");
  const started = execFileSync(script, ["start"], {
    encoding: "utf8",
    env: { ...process.env, PG_TEST_PORT: process.env.BENCH_PG_PORT ?? "54341" },
  });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(started)?.[1];
  const dir = /PG_TEST_DIR=(\S+)/.exec(started)?.[1];
  if (!url || !dir) throw new Error(`scripts/test-postgres.sh said: ${started}`);
  return { url, stop: () => execFileSync(script, ["stop", dir]) };
}

export async function benchInbox(): Promise<void> {
  const rows: string[][] = [];
  const dbFile = join(root, "data/bench-inbox.db");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
  rows.push(await benchOne("SQLite", `file:${dbFile}`));
  if (!process.env.BENCH_INBOX_KEEP) {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
  }

  if (process.env.BENCH_INBOX_SQLITE_ONLY) return printRows(rows);
  const server = postgresServer();
  try {
    const database = await createTestDatabase(server.url, "bench_inbox");
    try {
      rows.push(await benchOne("PostgreSQL", database.url));
    } finally {
      await database.drop();
    }
  } finally {
    server.stop();
  }

  printRows(rows);
}

function printRows(rows: string[][]): void {
  console.info(
    `\nThe inbox with ${INQUIRIES} inquiries (aim: list, search and bulk change p95 under 100 ms); search = a status and a text; bulk = 100 inquiries' status, assignee, spam and block, or release; ${RUNS} runs each; export = every row, ${EXPORT_RUNS} runs\n`,
  );
  printTable(
    [
      "database",
      "first page p50",
      "p95",
      "search p50",
      "p95",
      "bulk 100 p50",
      "p95",
      "CSV export p50",
      "max",
      "CSV size",
      "peak RSS growth",
    ],
    rows,
  );
}
