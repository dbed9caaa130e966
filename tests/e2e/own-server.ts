// A production server of a test's own, on a database of its own: for the
// tests that change the catalogue, which every other spec reads from the
// shared e2e server. Its mail goes to the e2e run's test SMTP server, so the
// staff helpers find their invitations as usual.

import { rmSync } from "node:fs";
import { join } from "node:path";
import { type ServerProcess, root, startServer } from "../../tools/server-process.ts";
import { e2eServerEnv } from "./staff.ts";

export interface OwnServer {
  readonly server: ServerProcess;
  /** Its settings, for a command run beside it (`npm run staff`). */
  readonly env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * Starts a server on `port` with a fresh SQLite database in data/e2e-<name>/,
 * or `databaseUrl`; `more` adds settings (IMAP_URL).
 */
export async function ownServer(
  port: number,
  name: string,
  databaseUrl?: string,
  more: Record<string, string> = {},
): Promise<OwnServer> {
  // Its own folder: its own page cache and auth secret.
  const folder = join(root, "data", `e2e-${name}`);
  rmSync(folder, { recursive: true, force: true });
  const settings = {
    DATABASE_URL: databaseUrl ?? `file:${join(folder, "store.db")}`,
    SMTP_URL: e2eServerEnv().SMTP_URL ?? "",
    // As the e2e server's: its tests sign in more often than a person could.
    AUTH_RATE_LIMIT: "0",
    INQUIRY_RATE_LIMIT: "0",
    LOG_LEVEL: "warn",
    ...more,
  };
  const server = await startServer(port, settings);
  return {
    server,
    env: { ...e2eServerEnv(), ...settings, PUBLIC_URL: server.origin },
    async stop() {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
