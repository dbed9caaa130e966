// The README's `npm start` on a machine whose own Node is older than the
// project needs (Debian 12's is 20): npm runs on that Node, and its scripts
// run the Node the project brings (the `node` package, node_modules/.bin).

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";

const PORT = 4355;
/** The machine's own programs only: no node_modules/.bin, no Node of ours. */
const SYSTEM_PATH = "/usr/local/bin:/usr/bin:/bin";

function systemNodeVersion(): string | null {
  try {
    return execFileSync("node", ["--version"], { env: { PATH: SYSTEM_PATH } })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

test("npm start works with the machine's older Node first on PATH", async ({ request }) => {
  const version = systemNodeVersion();
  // CI's machines have Debian's Node 20; elsewhere there may be none to try.
  test.skip(!version && !process.env.CI, "no system Node on this machine");
  expect(version, "the machine's own Node").toMatch(/^v\d+\./);
  const data = mkdtempSync(join(tmpdir(), "system-node-"));
  let output = "";
  // In a terminal, as a person runs it (`script` gives it one): HOST unset.
  const child: ChildProcess = spawn("script", ["-qfec", "npm start", "/dev/null"], {
    env: {
      PATH: SYSTEM_PATH,
      HOME: process.env.HOME ?? "/root",
      PORT: String(PORT),
      DATABASE_URL: `file:${join(data, "store.db")}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that the server npm starts ends with it.
    detached: true,
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(() => /in your browser/.test(output) || child.exitCode !== null, {
        timeout: 90_000,
      })
      .toBe(true);
    expect(child.exitCode, output).toBeNull();
    // The server runs on the project's Node 24, whatever the machine's is,
    // on loopback only.
    expect(output).toMatch(/listening on 127\.0\.0\.1:4355 \(Node v24\.\d+\.\d+\)/);
    // A few lines (npm's own two, the log line), ending with where to go.
    // (npm's warnings about the machine's own npm settings aside.)
    const lines = output
      .split(/\r?\n/)
      // (A terminal gets npm's colours.)
      // eslint-disable-next-line no-control-regex -- removing escape codes is the point
      .map((line) => line.replace(/\x1b\[[0-9;]*m/g, "").trim())
      // (And, on a slow machine, npm's spinner: a \ | / or - at the start.)
      .map((line) => line.replace(/^[-\\|/]+/, ""))
      .filter((line) => line !== "" && !line.includes("npm warn"));
    expect(lines.at(-1)).toBe(
      `Open http://localhost:${PORT} in your browser. Ctrl+C stops the server.`,
    );
    expect(lines.length, output).toBeLessThanOrEqual(4);
    const health = await request.get(`http://127.0.0.1:${PORT}/healthz`);
    expect(health.status()).toBe(200);
  } finally {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(data, { recursive: true, force: true });
  }
});
