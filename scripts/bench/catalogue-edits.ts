// An owner's save, from the editor's POST to the product's new page served:
// by the server that took the save, and by a second server on the same
// PostgreSQL database (NOTIFY); the pages each save renders again and how
// long that takes (from /metrics); and a 12-megapixel phone photo from
// upload to its variants on the site. The owner signs in as a person does:
// `npm run staff -- add`, the e-mailed link to choose a password, the login.

import { execFile } from "node:child_process";
import { readFile, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { valuesOf } from "#app/catalogue/editing.server.ts";
import { kesText } from "#app/catalogue/product-form-state.ts";
import { openDatabase } from "#app/platform/db.server.ts";
import { createTestDatabase } from "#tests/fixtures/postgres.ts";
import { type ServerProcess, root, startServer } from "../../tools/server-process.ts";
import { postgresServer } from "./inbox.ts";
import { BENCH_METRICS_TOKEN, metric, percentile, printTable } from "./table.ts";

const run = promisify(execFile);
const SAVES = 20;
const PHOTOS = 3;
const OWNER = { email: "owner@bench.example.co.ke", password: "bench-owner-1" };
const PAGE = "/product/dell-laptop-core-i5";

/** The owner, added from the command line and signed in: the session cookie. */
async function signedInOwner(origin: string, databaseUrl: string, mailDir: string) {
  const env = { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: origin };
  await run(process.execPath, ["scripts/staff.ts", "add", OWNER.email, "--role", "owner"], {
    env,
    cwd: root,
  });
  // The newest invitation to the owner: the folder may keep older runs' mail.
  let token: string | undefined;
  for (const file of (await readdir(mailDir)).sort().reverse()) {
    const text = (await readFile(join(mailDir, file), "utf8")).replace(/=\r?\n/g, "");
    if (text.includes(OWNER.email)) token ??= /reset-password\/([\w-]+)/.exec(text)?.[1];
  }
  const headers = { "content-type": "application/json", origin };
  await fetch(`${origin}/api/auth/reset-password`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token, newPassword: OWNER.password }),
  });
  const login = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify(OWNER),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!login.ok || !cookie) throw new Error(`Sign-in: ${login.status}`);
  return cookie;
}

/** The editor's form for product 1 as stored, with `description`. */
async function editorForm(databaseUrl: string, description: string): Promise<FormData> {
  const handle = openDatabase(databaseUrl);
  try {
    const row = await handle.db
      .selectFrom("products")
      .selectAll()
      .where("id", "=", "1")
      .executeTakeFirstOrThrow();
    const values = valuesOf(row);
    const form = new FormData();
    const fields: [string, string][] = [
      ["intent", "save"],
      ["version", String(row.version)],
      ["name", values.name],
      ["slug", values.slug],
      ["slugEdited", "1"],
      ["categoryId", values.categoryId],
      ["description", description],
      ["status", values.status],
      ["seoTitle", values.seoTitle ?? ""],
      ["seoDescription", values.seoDescription ?? ""],
      ["listPrice", values.listPriceCents === null ? "" : kesText(values.listPriceCents)],
      ...values.specifications.map((line): [string, string] => ["specifications", line]),
    ];
    if (values.featured) fields.push(["featured", "on"]);
    for (const [name, value] of fields) form.append(name, value);
    return form;
  } finally {
    await handle.close();
  }
}

/** Waits until the pages a change left for after are all rendered: the count stops moving. */
async function quiet(origin: string): Promise<void> {
  const count = () => metric(origin, 'storefront_catalogue_pages_rendered_total{reason="change"}');
  let last = -1;
  for (let still = 0; still < 4;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await count();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/** Saves SAVES times through `writer`, each until `reader` serves the new page: sorted ms. */
async function saves(writer: string, reader: string, databaseUrl: string, cookie: string) {
  const took: number[] = [];
  for (let i = 0; i < SAVES; i += 1) {
    const marker = `Bench edit ${i} ${Date.now()}.`;
    const form = await editorForm(
      databaseUrl,
      `A dependable business laptop for the office. ${marker}`,
    );
    const t0 = performance.now();
    const saved = await fetch(`${writer}/staff/catalogue/1`, {
      method: "POST",
      headers: { cookie, origin: writer },
      body: form,
    });
    await saved.arrayBuffer();
    if (!saved.ok) throw new Error(`Save: ${saved.status}`);
    for (;;) {
      if ((await (await fetch(`${reader}${PAGE}`)).text()).includes(marker)) break;
      if (performance.now() - t0 > 30_000) throw new Error("The edit was never served");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    took.push(performance.now() - t0);
  }
  return took.sort((a, b) => a - b);
}

/** A phone's photo, uploaded until the editor is back: ms each, sorted. */
async function uploads(origin: string, cookie: string) {
  // Noise, as a phone's sensor gives: a JPEG of a few megabytes, not a flat one.
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 110, sigma: 40 },
    },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="4000" height="3000"><rect x="600" y="400" width="2800" height="2200" rx="120" fill="#e2e8f0"/><circle cx="2000" cy="1500" r="700" fill="#0e7490"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
  const took: number[] = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("alt", `The laptop, photo ${i + 1}`);
    form.append("photo", new Blob([photo], { type: "image/jpeg" }), "laptop.jpg");
    const t0 = performance.now();
    const answer = await fetch(`${origin}/staff/catalogue/1/photos`, {
      method: "POST",
      headers: { cookie, origin },
      body: form,
      redirect: "manual",
    });
    const where = answer.headers.get("location") ?? "";
    if (!where.includes("photo=added")) throw new Error(`Upload: ${answer.status} ${where}`);
    took.push(performance.now() - t0);
  }
  return { took: took.sort((a, b) => a - b), bytes: photo.byteLength };
}

const ms = (value: number) => `${Math.round(value)} ms`;

export async function benchCatalogueEdits(port: number): Promise<void> {
  const folder = join(root, "data/bench-edits");
  await rm(folder, { recursive: true, force: true });
  const sqlite = `file:${join(folder, "store.db")}`;
  const one = await startServer(port, {
    DATABASE_URL: sqlite,
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
    LOG_LEVEL: "warn",
  });
  const rows: string[][] = [];
  let photoLine = "";
  try {
    const cookie = await signedInOwner(one.origin, sqlite, join(folder, "mail"));
    const took = await saves(one.origin, one.origin, sqlite, cookie);
    await quiet(one.origin);
    const pages = await metric(
      one.origin,
      'storefront_catalogue_pages_rendered_total{reason="change"}',
    );
    const seconds = await metric(one.origin, "storefront_catalogue_change_render_seconds_sum");
    rows.push([
      "one server (SQLite)",
      ms(percentile(took, 50)),
      ms(percentile(took, 95)),
      (pages / SAVES).toFixed(0),
      ms((seconds * 1000) / SAVES),
    ]);
    const photos = await uploads(one.origin, cookie);
    photoLine = `12-megapixel JPEG (${(photos.bytes / 1024 / 1024).toFixed(1)} MB), upload to variants on the site, ${PHOTOS} runs: median ${ms(percentile(photos.took, 50))}, slowest ${ms(photos.took.at(-1) ?? Number.NaN)}`;
  } finally {
    await one.stop();
    await rm(folder, { recursive: true, force: true });
  }

  const postgres = postgresServer();
  const servers: ServerProcess[] = [];
  try {
    const database = await createTestDatabase(postgres.url, "bench_catalogue");
    try {
      for (const offset of [1, 2]) {
        servers.push(
          await startServer(port + offset, {
            DATABASE_URL: database.url,
            METRICS_TOKEN: BENCH_METRICS_TOKEN,
            LOG_LEVEL: "warn",
          }),
        );
      }
      const [writer, reader] = servers;
      if (!writer || !reader) throw new Error("two servers");
      const cookie = await signedInOwner(writer.origin, database.url, join(root, "data/mail"));
      const took = await saves(writer.origin, reader.origin, database.url, cookie);
      await quiet(reader.origin);
      const pages = await metric(
        reader.origin,
        'storefront_catalogue_pages_rendered_total{reason="change"}',
      );
      const seconds = await metric(reader.origin, "storefront_catalogue_change_render_seconds_sum");
      rows.push([
        "second server (PostgreSQL, NOTIFY)",
        ms(percentile(took, 50)),
        ms(percentile(took, 95)),
        (pages / SAVES).toFixed(0),
        ms((seconds * 1000) / SAVES),
      ]);
    } finally {
      for (const server of servers) await server.stop();
      await database.drop();
    }
  } finally {
    postgres.stop();
  }

  console.info(
    `\nCatalogue edits: ${SAVES} saves of a featured product's description, from the editor's POST to its new page served (goal: within 1 s on one server, 2 s on the second)\n`,
  );
  printTable(["served by", "p50", "p95", "pages rendered per save", "render time per save"], rows);
  console.info(`\n${photoLine}`);
}
