// The bench's one output format.

/** Prints rows as an aligned Markdown table. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((r) => (r[i] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.info(line(header));
  console.info(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.info(line(row));
}

/**
 * `run` `warmUp` times unmeasured (plans, fonts and caches), then `runs`
 * times one after another: each run's milliseconds, sorted.
 */
export async function timeRuns(
  run: () => Promise<unknown>,
  { runs, warmUp = 1 }: { runs: number; warmUp?: number },
): Promise<number[]> {
  for (let i = 0; i < warmUp; i += 1) await run();
  const took: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await run();
    took.push(performance.now() - t0);
  }
  return took.sort((a, b) => a - b);
}

/** The `p`th percentile of ascending `sorted` values (the nearest rank at or below). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The bench's METRICS_TOKEN, for a server it starts. */
export const BENCH_METRICS_TOKEN = "bench-metrics-token-0123456789";

/** The sum of a Prometheus metric's samples from `origin`, whose line includes `labels`. */
export async function metric(origin: string, name: string, labels = ""): Promise<number> {
  const text = await (
    await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    })
  ).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith(name) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}
