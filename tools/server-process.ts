// The production server as a child process, for the tests that need more
// than the one Playwright starts (two processes on one database, a restart,
// a proxy in front) and for the bench.

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The project's folder: the server runs there, whatever the caller's working directory. */
export const root = fileURLToPath(new URL("..", import.meta.url));

export interface ServerProcess {
  readonly origin: string;
  readonly child: ChildProcess;
  /** SIGTERM, then waits for the process to exit; its exit code. */
  stop(): Promise<number | null>;
}

// Generous: on a busy shared machine a start has taken 30 s.
const START_TIMEOUT_MS = 120_000;

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${origin} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} did not start`);
}

/**
 * Starts `npm start`'s server on 127.0.0.1:port with these settings, once it
 * answers. Builds first when there is no build, so the wait for health never
 * includes a build.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  if (!existsSync(join(root, "build/server/index.js"))) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: origin, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, stop };
}

/**
 * Waits for the server's background compression of its pages to end (the
 * number of pages in its cache folder stops changing), so that the server is
 * measured as it runs, not in its first minute after a deploy.
 */
export async function settled(pageCache: string): Promise<void> {
  let last = -1;
  for (let still = 0, tries = 0; still < 3 && tries < 120; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const count = (await readdir(pageCache).catch(() => [])).length;
    still = count > 0 && count === last ? still + 1 : 0;
    last = count;
  }
}
