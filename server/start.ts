// `npm start`: check the environment, build when the sources changed since
// the last build, then serve the production site. The start line says where
// the start-up time went; on SIGTERM the requests in hand are answered first.

import type { Server } from "node:http";
import { enableCompileCache } from "node:module";
import type { Env } from "#app/platform/env.server.ts";
import type * as ServerApp from "./app.ts";
import { applyMemoryBounds } from "./memory-bounds.ts";

// First of all: the heap and malloc settings, which only a start can give
// (ADR 0019). When any is missing this starts over with them, in this process.
applyMemoryBounds();

// V8 keeps what it compiled (under the system's temporary folder) for the
// next start: the server bundle is parsed in half the time.
enableCompileCache();

const { spawnSync } = await import("node:child_process");
const { openSync, readFileSync } = await import("node:fs");
const { join } = await import("node:path");
const { fileURLToPath, pathToFileURL } = await import("node:url");
const { buildState } = await import("./build-stamp.ts");
const { gracefulClose } = await import("./graceful-close.ts");
const { collectWhenIdle } = await import("./idle-collect.ts");
type ServerModule = typeof ServerApp;

const root = fileURLToPath(new URL("..", import.meta.url));

/** Milliseconds since the process started, by phase. */
const phases: [string, number][] = [["node", performance.now()]];
const lap = (phase: string) =>
  phases.push([phase, performance.now() - phases.reduce((sum, [, ms]) => sum + ms, 0)]);

/** A line for the person starting the server, before there is a logger. */
const say = (line: string) => process.stderr.write(`${line}\n`);

/** Every bad setting at once, as text, and no start. */
function checkedEnv(parseEnv: ServerModule["parseEnv"]): Env {
  const parsed = parseEnv(process.env);
  if (parsed.ok) return parsed.env;
  say(`Cannot start: the environment has ${parsed.errors.length} problem(s):`);
  for (const error of parsed.errors) say(`  - ${error}`);
  process.exit(1);
}

/** `npm start -- --verbose`: the build's own output, as `npm run build` shows it. */
const verbose = process.argv.includes("--verbose");
const BUILD_LOG = join(root, "build.log");

const state = await buildState(root);
if (state !== "current") {
  // Settings first: a bad one is reported before a build of a minute.
  checkedEnv((await import("#app/platform/env.server.ts")).parseEnv);
  say(
    state === "missing"
      ? "No build found: building the site first (about a minute)..."
      : "The sources changed since the last build: building the site again (about a minute)...",
  );
  // Hundreds of lines of build output would bury the one line that matters
  // (where to open the site): they go to build.log unless asked for.
  const output = verbose ? "inherit" : openSync(BUILD_LOG, "w");
  const started = performance.now();
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    stdio: ["ignore", output, output],
  });
  if (result.status !== 0) {
    if (!verbose) {
      const lines = readFileSync(BUILD_LOG, "utf8").trimEnd().split("\n");
      say(lines.slice(-30).join("\n"));
      say(`(The last ${Math.min(30, lines.length)} lines of ${BUILD_LOG}.)`);
    }
    say(
      "Cannot start: the build failed, and the old build would show the site as it was. Fix what is reported above and run `npm run build`.",
    );
    process.exit(result.status ?? 1);
  }
  say(
    `Built in ${Math.round((performance.now() - started) / 1000)} s${verbose ? "" : ` (its output: ${BUILD_LOG})`}.`,
  );
}
lap("build check");

const server = (await import(
  pathToFileURL(join(root, "build/server/index.js")).href
)) as ServerModule;
const env = checkedEnv(server.parseEnv);
// The bundle's own logger: the one its modules log through.
const { logger } = server;
logger.level = env.LOG_LEVEL;
lap("code");
const dataDir = server.dataFolder(env.DATABASE_URL, join(root, "data"));
const services = await server.createServices(env, { dataDir });
lap("database and auth");
const app = await server.createServerApp({
  env,
  clientDir: join(root, "build/client"),
  // In the data folder: the only one a hardened service may write (deploy/).
  pageCache: join(dataDir, "page-cache"),
  services,
});
lap("pages");

const httpServer = server.serve(
  { fetch: app.fetch, port: env.PORT, hostname: env.HOST },
  (info) => {
    lap("listen");
    const total = phases.reduce((sum, [, ms]) => sum + ms, 0);
    // The address to open is the public URL: a local site answers on every
    // loopback name, and a public one through its proxy.
    logger.info(
      {
        node: process.version,
        readyMs: Math.round(total),
        phases: Object.fromEntries(phases.map(([phase, ms]) => [phase, Math.round(ms)])),
      },
      `Storefront listening on ${info.address}:${info.port} (Node ${process.version}). Open ${env.PUBLIC_URL}. Ready in ${Math.round(total)} ms (${phases.map(([phase, ms]) => `${phase} ${Math.round(ms)}`).join(", ")})`,
    );
    // A person at a terminal gets the address in plain words, last; a
    // service's journal has it in the line above.
    if (process.stdout.isTTY) {
      process.stdout.write(`\nOpen ${env.PUBLIC_URL} in your browser. Ctrl+C stops the server.\n`);
    }
    // Only now: a backlog of mail must not delay the first answers.
    services.outbox.start();
    services.scheduler.start();
    services.mailIn?.start();
  },
) as Server;
// A proxy in front (the Caddyfile in deploy/ keeps idle connections 30 s)
// must be the side that closes an idle connection, or it may send a request
// on one just as this server closes it. The headers timeout sits just above,
// so the keep-alive timer is always the one that ends an idle connection.
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;
const closeServer = gracefulClose(httpServer);
// The heap a burst of requests grew, given back once they stop (ADR 0019).
collectWhenIdle(httpServer, {
  onCollect: ({ before, after, ms }) => {
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    logger.debug(
      { heapBefore: before, heapAfter: after, ms: Math.round(ms) },
      `Idle: heap collected, ${mb(before)} MB to ${mb(after)} MB in ${Math.round(ms)} ms`,
    );
  },
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received: answering the requests in hand, then stopping.`);
  setTimeout(() => {
    logger.error("Stopped before everything was closed: shutdown took over 20 s.");
    process.exit(1);
  }, 20_000).unref();
  await closeServer();
  // The outbox finishes the message in hand; the rest waits in the database.
  await services.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
