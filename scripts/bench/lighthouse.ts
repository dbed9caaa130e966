// Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown) on the
// production build, 5 runs a page, and one table of the medians beside the
// brief's budgets, with the machine's benchmarkIndex (a slow or busy machine
// inflates TBT: read the figures against it), the page's height on a 375 px
// phone and its largest picture.

import { chromium } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CHROMIUM_FLAGS, chromiumLaunchOptions, chromiumPath } from "../../tools/chromium.ts";
import { root, startServer } from "../../tools/server-process.ts";
import { renderWholePage } from "../../tools/whole-page.ts";
import { printTable } from "./table.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const pages: [string, string][] = [
  ["home", "/"],
  ["all products", "/all-products"],
  ["category", "/category/computers-peripherals"],
  ["product", "/product/dell-laptop-core-i5"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["auth", "/auth"],
];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  htmlBytes: number;
  /** Main-thread work in Lighthouse's breakdown, all groups (ms, simulated). */
  mainThread: number;
  /** The largest picture transferred (compressed bytes). */
  pictureBytes: number;
  benchmarkIndex: number;
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: AuditItem[] } }>;
  environment: { benchmarkIndex: number };
}
interface AuditItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  duration?: number;
}

function figuresOf(lhr: Lhr, url: string): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) => lhr.audits[id]?.details?.items ?? [];
  const requests = items("network-requests");
  const bytes = (match: (item: AuditItem) => boolean) =>
    requests.filter(match).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const pictures = requests.filter((item) => item.resourceType === "Image");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsBytes: bytes((item) => item.resourceType === "Script"),
    htmlBytes: bytes((item) => item.resourceType === "Document" && item.url === url),
    mainThread: items("mainthread-work-breakdown").reduce(
      (sum, item) => sum + (item.duration ?? 0),
      0,
    ),
    pictureBytes: Math.max(0, ...pictures.map((item) => item.transferSize ?? 0)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function lighthouseOnce(url: string): Lhr {
  const result = spawnSync(
    join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout) as Lhr;
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine: try again. */
function lighthouse(url: string, attempts = 3): Lhr {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${(error as Error).message.split("\n")[0]} (retrying)`);
    }
  }
}

type Budget = {
  key: keyof Figures;
  label: string;
  format: (v: number) => string;
  ok: (v: number) => boolean;
  budget: string;
};

/** The four Lighthouse categories, each with a budget of 100. */
const fullMarks = (key: keyof Figures, label: string): Budget => ({
  key,
  label,
  format: String,
  ok: (v) => v >= 100,
  budget: "100",
});

const budgets: Budget[] = [
  fullMarks("performance", "Perf"),
  fullMarks("accessibility", "A11y"),
  fullMarks("bestPractices", "BP"),
  fullMarks("seo", "SEO"),
  {
    key: "fcp",
    label: "FCP",
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    ok: (v) => v <= 900,
    budget: "<= 0.90 s",
  },
  {
    key: "lcp",
    label: "LCP",
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    ok: (v) => v <= 1200,
    budget: "<= 1.20 s",
  },
  {
    key: "tbt",
    label: "TBT",
    format: (v) => `${Math.round(v)} ms`,
    ok: (v) => v <= 50,
    budget: "<= 50 ms",
  },
  {
    key: "cls",
    label: "CLS",
    format: (v) => v.toFixed(3),
    ok: (v) => v === 0,
    budget: "0",
  },
  {
    key: "jsBytes",
    label: "JS",
    format: (v) => `${(v / 1024).toFixed(1)} KB`,
    ok: (v) => v <= 100 * 1024,
    budget: "<= 100 KB",
  },
  {
    key: "htmlBytes",
    label: "HTML",
    format: (v) => `${(v / 1024).toFixed(1)} KB`,
    ok: () => true,
    budget: "-",
  },
  {
    key: "pictureBytes",
    label: "Picture",
    format: (v) => `${(v / 1024).toFixed(1)} KB`,
    ok: (v) => v <= 60 * 1024,
    budget: "<= 60 KB",
  },
  {
    key: "mainThread",
    label: "Main",
    format: (v) => `${Math.round(v)} ms`,
    ok: () => true,
    budget: "-",
  },
  {
    key: "benchmarkIndex",
    label: "CPU index",
    format: (v) => String(Math.round(v)),
    ok: () => true,
    budget: "-",
  },
];

/** The issue's phone limits: a shopper scrolls All Products and Home on a 375 px screen. */
const phoneHeightLimits: Record<string, number> = { home: 6000, "all products": 15000 };

/** Each page's full height on a 375 px phone, every block rendered. */
async function phoneHeights(origin: string, paths: [string, string][]) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const heights: Record<string, number> = {};
    for (const [name, path] of paths) {
      await page.goto(origin + path);
      heights[name] = await renderWholePage(page);
    }
    return heights;
  } finally {
    await browser.close();
  }
}

export async function benchLighthouse(port: number): Promise<void> {
  // BENCH_PAGES="all products,auth" measures some pages only.
  const only = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
  const measured = only ? pages.filter(([name]) => only.includes(name)) : pages;
  const server = await startServer(port, { DATABASE_URL: `file:${join(root, "data/bench.db")}` });
  const results: Record<string, Figures> = {};
  let heights: Record<string, number> = {};
  try {
    heights = await phoneHeights(server.origin, measured);
    for (const [name, path] of measured) {
      const url = server.origin + path;
      const samples: Figures[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(figuresOf(lighthouse(url), url));
      const med = Object.fromEntries(
        (Object.keys(samples[0] ?? {}) as (keyof Figures)[]).map((key) => [
          key,
          median(samples.map((s) => s[key])),
        ]),
      ) as unknown as Figures;
      results[name] = med;
      console.info(`measured ${name} (${runs} runs)`);
    }
  } finally {
    await server.stop();
  }

  const header = ["page", ...budgets.map((b) => b.label), "Height 375"];
  const rows = [
    ["budget", ...budgets.map((b) => b.budget), "home <= 6000, all <= 15000"],
    ...Object.entries(results).map(([name, f]) => {
      const height = heights[name] ?? Number.NaN;
      const limit = phoneHeightLimits[name] ?? Infinity;
      return [
        name,
        ...budgets.map((b) => `${b.format(f[b.key])}${b.ok(f[b.key]) ? "" : " !"}`),
        `${Math.round(height)} px${height <= limit ? "" : " !"}`,
      ];
    }),
  ];
  console.info(
    `\nLighthouse ${runs > 1 ? `median of ${runs}` : "1 run"}, mobile defaults, Debian Chromium (! = over budget; JS and HTML transferred, compressed)\n`,
  );
  printTable(header, rows);

  await mkdir(join(root, "bench-results"), { recursive: true });
  await writeFile(
    join(root, "bench-results/lighthouse.json"),
    JSON.stringify({ results, phoneHeights: heights }, null, 2),
  );
}
