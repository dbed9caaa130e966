// What `npm run backup` and `npm run restore` share: the environment the
// server reads, its data folder, and every failure as one line with a
// non-zero exit.

import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Env, dataFolder, parseEnv } from "#app/platform/env.server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Runs a command; a failure prints `name: message` (never a stack trace) and exits with 1. */
export async function runCommand(name: string, command: () => Promise<void> | void) {
  try {
    await command();
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

/** The server's settings, checked as `npm start` checks them, and its data folder. */
export function serverSettings(): { env: Env; dataDir: string } {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    throw new Error(`the environment has problems: ${parsed.errors.join("; ")}`);
  }
  return { env: parsed.env, dataDir: dataFolder(parsed.env.DATABASE_URL, join(root, "data")) };
}
