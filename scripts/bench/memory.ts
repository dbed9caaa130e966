// Memory under a scanner: 10,000 requests of what wapiti or sqlmap send (bad
// paths and encodings, injection-like queries, bad bodies to every form and
// API, big bodies with and without a length, odd methods), 20 in flight,
// against the production server on a fresh database, the rate limits as in
// production. The server's resident memory (VmRSS) is read every 100 ms:
// before, at the peak and after some idle seconds, beside V8's heap from
// /metrics, and every answer's status (a 5xx is a bug).
//
// Then 20 strangers' 28 MB posts at once to a photo's upload (issue 27),
// with RSS before, at the peak and after.
//
// BENCH_MEMORY_MIX=pages,404,bodies,… runs only those kinds of request (the
// names below), to see which one the memory goes to.

import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { settled, startServer } from "../../tools/server-process.ts";
import { printTable } from "./table.ts";

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 10_000);
const IN_FLIGHT = 20;
const IDLE_SECONDS = [10, 30];
const METRICS_TOKEN = "bench-memory-metrics-token";
const MB = 1024 * 1024;

interface Shot {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent with its Content-Length, or in chunks without one when `chunked`. */
  body?: Buffer;
  chunked?: boolean;
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

const ENCODINGS = ["br, gzip, deflate", "gzip", "deflate", "identity", "", "br", "*"];
const INJECTIONS = [
  "' OR '1'='1",
  "1' AND SLEEP(5)-- -",
  "1 UNION SELECT NULL,NULL,sqlite_version()--",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(document.domain)>',
  "${7*7}{{7*7}}",
  "../../../../etc/passwd%00",
  "%27%22%3E%3Csvg/onload=alert(1)%3E",
  "laptop') AND (SELECT 8123 FROM (SELECT(SLEEP(5)))x)-- x",
  "a".repeat(3000),
];
const BAD_PATHS = [
  "/%ZZ",
  "/%",
  "/../../etc/passwd",
  "/..%2f..%2f..%2fetc%2fpasswd",
  "//evil.example/",
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/admin/",
  "/product/%3Cscript%3Ealert(1)%3C/script%3E",
  "/category/'%20OR%201=1--",
  "/index.php?id=1%27",
  "/cgi-bin/test.cgi",
  `/${"x".repeat(4000)}`,
  `/product/${"a/".repeat(500)}`,
  "/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd",
  "/\u00e9t\u00e9",
  "/staff/inquiries/..%252f..%252f",
];
const PAGES = ["/", "/all-products", "/about", "/category/computers-peripherals", "/contact"];
const FORM_TARGETS = [
  "/api/inquiries",
  "/inquiry",
  "/auth",
  "/auth/forgot",
  "/api/account/login",
  "/api/auth/sign-in/email",
  // A quote's link that does not exist (the guesses are counted, then 429).
  "/quotes/QmVuY2gtbWVtb3J5LWd1ZXNzLTAwMDAw",
  "/contact",
];
const BAD_BODIES: [string, string][] = [
  ["application/json", '{"name": "x", "email": '],
  ["application/json", "[1,2,3]"],
  ["application/json", '{"email":"a@b.c\' OR 1=1--","password":"x","name":"<script>"}'],
  ["application/x-www-form-urlencoded", "name=%ZZ&email=' OR 1=1--&message=<svg onload=x>"],
  ["application/x-www-form-urlencoded", "intent=sign-in&email=a%40b.c&password=' OR ''='"],
  ["multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data; name="],
  [
    "text/xml",
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  ["application/json; charset=utf-7", "+AHsAfQ-"],
];
const BIG_SIZES = [100 * 1024, 512 * 1024, MB, 5 * MB];
const ODD_METHODS = ["HEAD", "OPTIONS", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND", "FOO"];

/** The kinds of request, each varied by the request's number. */
const KINDS: Record<string, (i: number) => Shot> = {
  // Rendered 404s, in every encoding.
  "404": (i) => ({
    method: "GET",
    path: pick(BAD_PATHS, i),
    headers: { "accept-encoding": pick(ENCODINGS, i) },
  }),
  // Rendered pages: All Products' search and categories with injection-like queries.
  search: (i) => ({
    method: "GET",
    path: `${pick(["/all-products", "/category/storage-memory", "/all-products"], i)}?${pick(["q", "category", "sort", "page"], i >> 1)}=${encodeURIComponent(pick(INJECTIONS, i))}`,
    headers: { "accept-encoding": pick(ENCODINGS, i) },
  }),
  // Pre-rendered pages, in every encoding (a crawler's first pass).
  pages: (i) => ({
    method: "GET",
    path: pick(PAGES, i),
    headers: { "accept-encoding": pick(ENCODINGS, i >> 2) },
  }),
  // Bad JSON, bad forms, wrong content types to every form and API.
  posts: (i) => {
    const [type, text] = pick(BAD_BODIES, i);
    return {
      method: "POST",
      path: pick(FORM_TARGETS, i >> 3),
      headers: { "content-type": type, "accept-encoding": pick(ENCODINGS, i) },
      body: Buffer.from(text),
    };
  },
  // Bodies of 100 KB to 5 MB, half of them chunked (no Content-Length).
  bodies: (i) => ({
    method: "POST",
    path: pick(FORM_TARGETS, i >> 1),
    headers: { "content-type": pick(["application/json", "application/x-www-form-urlencoded"], i) },
    body: Buffer.alloc(pick(BIG_SIZES, i >> 2), "a"),
    chunked: i % 2 === 1,
  }),
  methods: (i) => ({
    method: pick(ODD_METHODS, i),
    path: pick([...PAGES, "/api/inquiries", "/api/auth/session", "/nowhere"], i >> 3),
    headers: { "accept-encoding": "gzip" },
  }),
};
/** How many of each 100 requests. */
const WEIGHTS: Record<string, number> = {
  "404": 30,
  search: 20,
  pages: 10,
  posts: 25,
  bodies: 5,
  methods: 10,
};

function mix(): ((i: number) => Shot)[] {
  const names = (process.env.BENCH_MEMORY_MIX ?? Object.keys(KINDS).join(","))
    .split(",")
    .filter((name) => name in KINDS);
  return names.flatMap((name) =>
    Array.from({ length: WEIGHTS[name] ?? 1 }, () => KINDS[name] as (i: number) => Shot),
  );
}

/** The answer's status, "reset" when the server closed the connection first. */
function send(origin: URL, agent: Agent, shot: Shot): Promise<string> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...shot.headers };
    if (shot.body && !shot.chunked) headers["content-length"] = String(shot.body.byteLength);
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        method: shot.method,
        path: shot.path,
        headers,
        agent,
      },
      (response) => {
        response.resume();
        response.once("end", () => resolve(String(response.statusCode)));
        response.once("error", () => resolve("reset"));
      },
    );
    req.once("error", () => resolve("reset"));
    const body = shot.body;
    if (!body) return void req.end();
    if (!shot.chunked) return void req.end(body);
    // 64 KB at a time, each written once the last is taken.
    const write = (offset: number) => {
      if (offset >= body.byteLength || req.destroyed) return void req.end();
      req.write(body.subarray(offset, offset + 64 * 1024), () => write(offset + 64 * 1024));
    };
    write(0);
  });
}

/** A figure of /proc/PID/status (VmRSS, VmHWM), in bytes; NaN once the process is gone. */
function status(pid: number, field: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? Number.NaN) * 1024;
  } catch {
    return Number.NaN;
  }
}

const rss = (pid: number) => status(pid, "VmRSS");

interface Heap {
  used: number;
  total: number;
  external: number;
}

async function heap(origin: string): Promise<Heap> {
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const value = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? Number.NaN);
  return {
    used: value("nodejs_heap_size_used_bytes"),
    total: value("nodejs_heap_size_total_bytes"),
    external: value("nodejs_external_memory_bytes"),
  };
}

const LARGE_POSTS = 20;
const LARGE_BYTES = 28 * MB;

/**
 * 20 strangers' 28 MB posts at once to a product photo's upload (its data
 * URL, where the hydrated form posts): refused before their bodies are read
 * (server/http/request-limits.ts), so the server's memory should not move.
 */
function largeAnonymousPosts(origin: URL): Promise<string[]> {
  const body = Buffer.alloc(LARGE_BYTES, 0x61);
  return Promise.all(
    Array.from({ length: LARGE_POSTS }, (_, i) =>
      send(origin, new Agent(), {
        method: "POST",
        path: `/staff/catalogue/${i + 1}/photos.data`,
        headers: { "content-type": "multipart/form-data; boundary=bench" },
        body,
      }),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

export async function benchMemory(port: number): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), "bench-memory-"));
  const server = await startServer(port, {
    DATABASE_URL: `file:${join(folder, "store.db")}`,
    METRICS_TOKEN,
    LOG_LEVEL: "warn",
  });
  const pid = server.child.pid as number;
  let peak = rss(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rss(pid));
      await sleep(100);
    }
  })();
  // The heap's own peak, from /metrics once a second during the scan.
  let heapPeak: Heap = { used: 0, total: 0, external: 0 };
  let scanning = false;
  const heapSampler = async () => {
    while (scanning) {
      const now = await heap(server.origin);
      heapPeak = {
        used: Math.max(heapPeak.used, now.used),
        total: Math.max(heapPeak.total, now.total),
        external: Math.max(heapPeak.external, now.external),
      };
      await sleep(1000);
    }
  };
  const rows: string[][] = [];
  const line = (moment: string, bytes: number, { used, total, external }: Heap) =>
    rows.push([moment, mb(bytes), mb(used), mb(total), mb(external)]);
  const row = async (moment: string, bytes: number) =>
    line(moment, bytes, await heap(server.origin));
  const statuses = new Map<string, number>();
  const kinds = mix();
  let seconds = 0;
  let highWater = Number.NaN;
  try {
    // The pages compressed ahead (brotli at its best quality, once a build).
    await settled(join(folder, "page-cache"));
    await row(`started, pages compressed (peak ${mb(peak)})`, rss(pid));
    await sleep(3000);
    peak = rss(pid);
    await row("before", peak);

    const origin = new URL(server.origin);
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const started = performance.now();
    let next = 0;
    scanning = true;
    const heapSampled = heapSampler();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let i = next++; i < REQUESTS; i = next++) {
          const kind = kinds[i % kinds.length] as (i: number) => Shot;
          const status = await send(origin, agent, kind(i));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    seconds = (performance.now() - started) / 1000;
    scanning = false;
    await heapSampled;
    agent.destroy();
    line("at the peak (during the scan)", peak, heapPeak);
    highWater = status(pid, "VmHWM");
    await row("scan done", rss(pid));
    let waited = 0;
    for (const idle of IDLE_SECONDS) {
      await sleep((idle - waited) * 1000);
      waited = idle;
      await row(`after ${idle} s idle`, rss(pid));
    }

    // The anonymous large bodies of issue 27, on their own.
    peak = rss(pid);
    await row(`${LARGE_POSTS} anonymous 28 MB posts: before`, peak);
    const answers = await largeAnonymousPosts(origin);
    for (const answer of answers) {
      const key = `${answer} (28 MB)`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const done = rss(pid);
    line(`${LARGE_POSTS} anonymous 28 MB posts: at the peak`, peak, await heap(server.origin));
    await row(`${LARGE_POSTS} anonymous 28 MB posts: done`, done);
    await sleep(10_000);
    await row(`${LARGE_POSTS} anonymous 28 MB posts: 10 s after`, rss(pid));
  } finally {
    sampling = false;
    await sampler;
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }

  const names = [
    ...new Set(kinds.map((kind) => Object.keys(KINDS).find((k) => KINDS[k] === kind))),
  ];
  console.info(
    `\nMemory under a scanner: ${REQUESTS} requests (${names.join(", ")}), ${IN_FLIGHT} in flight, in ${seconds.toFixed(1)} s\n`,
  );
  printTable(["", "RSS", "V8 heap used", "V8 heap total", "external"], rows);
  console.info(
    `RSS every 100 ms; the heap's peak is the highest of its samples once a second. Highest RSS since the start (VmHWM): ${mb(highWater)}.`,
  );
  console.info(
    "Budget: under 300 MB at the peak, and back near 'before' once idle (deploy/storefront.service: MemoryHigh=384M, MemoryMax=512M).",
  );
  const counted = [...statuses].sort(([a], [b]) => a.localeCompare(b));
  const errors = counted.filter(([code]) => code.startsWith("5")).reduce((n, [, m]) => n + m, 0);
  console.info(`\nAnswers: ${counted.map(([code, n]) => `${code} ×${n}`).join(", ")}`);
  console.info(`5xx: ${errors}`);
}
