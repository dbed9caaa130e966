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
