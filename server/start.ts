// `npm start`: check the environment, build if there is no build yet, then
// serve the production site.

import { serve } from "@hono/node-server";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dataFolder, parseEnv } from "#app/server/env.server.ts";
import { logger } from "#app/server/logger.server.ts";
import type * as ServerApp from "./app.ts";

type ServerModule = typeof ServerApp;

const root = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = join(root, "build/server/index.js");

const parsed = parseEnv(process.env);
if (!parsed.ok) {
  // For the person starting it, as text: every problem, one a line.
  process.stderr.write(
    `Cannot start: the environment has ${parsed.errors.length} problem(s):\n${parsed.errors
      .map((error) => `  - ${error}\n`)
      .join("")}`,
  );
  process.exit(1);
}
const { env } = parsed;
logger.level = env.LOG_LEVEL;

if (!existsSync(serverEntry)) {
  logger.info("No build found: building the site first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = (await import(pathToFileURL(serverEntry).href)) as ServerModule;
const services = await server.createServices(env, {
  dataDir: dataFolder(env.DATABASE_URL, join(root, "data")),
});
const app = await server.createServerApp({
  env,
  clientDir: join(root, "build/client"),
  services,
});

const httpServer = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  // The address to open is the public URL: a local site answers on every
  // loopback name, and a public one through its proxy.
  logger.info(
    `Storefront listening on ${info.address}:${info.port} (Node ${process.version}). Open ${env.PUBLIC_URL}`,
  );
});

function shutdown(signal: string) {
  logger.info(`${signal} received: closing the server.`);
  httpServer.close(() => {
    services.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
