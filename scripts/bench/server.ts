// Starts the production server for a benchmark, building first if needed.

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  readonly origin: string;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  if (!existsSync(join(root, "build/server/index.js"))) {
    spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  }
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: origin, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    server.kill();
    await exited;
  };
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error("the server did not start");
}

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
