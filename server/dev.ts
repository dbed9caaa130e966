// `npm run dev`: Vite in middleware mode with the same Hono app as
// production, reloaded on each request so edits show at once.

import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { createServer as createViteServer } from "vite";
import { parseEnv } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import type * as ServerApp from "./app.ts";

type ServerModule = typeof ServerApp;
type Services = Awaited<ReturnType<ServerModule["createServices"]>>;

const parsed = parseEnv({ NODE_ENV: "development", ...process.env });
if (!parsed.ok) {
  logger.fatal(
    { problems: parsed.errors },
    `Cannot start: the environment has ${parsed.errors.length} problem(s)`,
  );
  process.exit(1);
}
const { env } = parsed;
logger.level = env.LOG_LEVEL;

const vite = await createViteServer({
  server: { middlewareMode: true },
  appType: "custom",
});

let services: Services | undefined;

const httpServer = createServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const mod = (await vite.ssrLoadModule("./server/app.ts")) as ServerModule;
      // The database and outbox live as long as the process; the app is
      // rebuilt from the freshly loaded module so edits show at once.
      if (!services) {
        services = await mod.createServices(env);
        services.outbox.start();
        services.scheduler.start();
        services.mailIn?.start();
      }
      const app = await mod.createServerApp({ env, clientDir: null, services });
      await getRequestListener(app.fetch)(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      logger.error({ err: error }, "Request failed");
      res.statusCode = 500;
      res.end(String(error));
    }
  });
});

httpServer.listen(env.PORT, env.HOST, () => {
  logger.info(`Dev server on http://localhost:${env.PORT}`);
});
