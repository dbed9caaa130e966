// Start-up: from process start to the first 200 from /healthz and to the
// first page served (brotli, as browsers ask), median of 5 starts; the same
// while the inquiry bench's load runs against another server process on this
// machine; and where the time goes, from the phases in the server's start line.

import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { root, startServer } from "../../tools/server-process.ts";
import { startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { postInquiries } from "./inquiries.ts";
import { printTable } from "./table.ts";

const STARTS = 5;

export interface Start {
  healthz: number;
  page: number;
  /** "node 200, build check 30, …" from the start line. */
  phases: Map<string, number>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Milliseconds from `t0` to the first 200 from `url`, asking every 5 ms. */
async function firstOk(url: string, t0: number, headers: Record<string, string> = {}) {
  for (;;) {
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.ok) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const STARTUP_DB = join(root, "data/bench-startup.db");

async function startOnce(port: number, dbFile: string): Promise<Start> {
  const origin = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATABASE_URL: `file:${dbFile}`,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    const [healthz, page] = await Promise.all([
      firstOk(`${origin}/healthz`, t0),
      firstOk(`${origin}/`, t0, { "accept-encoding": "br" }),
    ]);
    // The start line is a JSON log line carrying the phases, in ms.
    const line = output.split("\n").find((text) => text.includes('"phases"')) ?? "{}";
    const logged = JSON.parse(line) as { phases?: Record<string, number> };
    const phases = new Map(Object.entries(logged.phases ?? {}));
    return { healthz, page, phases };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

/** Median of 5 starts on the database `dbFile` (a fresh one by default). */
export async function medianOfStarts(port: number, dbFile = STARTUP_DB): Promise<Start> {
  const starts: Start[] = [];
  for (let i = 0; i < STARTS; i += 1) starts.push(await startOnce(port, dbFile));
  const phases = new Map(
    [...(starts[0]?.phases.keys() ?? [])].map((phase) => [
      phase,
      median(starts.map((s) => s.phases.get(phase) ?? Number.NaN)),
    ]),
  );
  return {
    healthz: median(starts.map((s) => s.healthz)),
    page: median(starts.map((s) => s.page)),
    phases,
  };
}

export async function benchStartup(port: number): Promise<void> {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(STARTUP_DB + suffix, { force: true });
  const idle = await medianOfStarts(port);

  // Another server taking inquiries as fast as 50 clients send them.
  const smtp = await startSmtpInbox({ parse: false });
  const loadDb = join(root, "data/bench-startup-load.db");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(loadDb + suffix, { force: true });
  const loaded = await startServer(port + 1, {
    DATABASE_URL: `file:${loadDb}`,
    SMTP_URL: smtp.url,
    INQUIRY_RATE_LIMIT: "0",
  });
  let going = true;
  const load = postInquiries(loaded.origin, () => going);
  let busy: Start;
  try {
    busy = await medianOfStarts(port);
  } finally {
    going = false;
    const { accepted } = await load;
    await loaded.stop();
    await smtp.close();
    console.info(`(the load: ${accepted} inquiries accepted meanwhile)`);
  }

  const ms = (value: number) => `${Math.round(value)} ms`;
  console.info(`\nStart-up, process start to first answer, median of ${STARTS} starts\n`);
  printTable(
    ["machine", "first 200 /healthz", "first page served (br)"],
    [
      ["alone", ms(idle.healthz), ms(idle.page)],
      ["inquiry load running", ms(busy.healthz), ms(busy.page)],
    ],
  );
  const where = (start: Start) =>
    [...start.phases].map(([phase, value]) => `${phase} ${ms(value)}`).join(", ");
  console.info(`\nWhere the time goes (medians of the start line's phases):`);
  console.info(`  alone: ${where(idle)}`);
  console.info(`  under load: ${where(busy)}`);
}
