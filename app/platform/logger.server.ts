// The server's one logger: JSON lines on stdout (pino), for a service
// manager's journal or any log collector. Log calls name what they pass, and
// pass no secrets or message bodies; the redaction below is a safety net for
// the day one does.

import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/** Secrets, never written at the top level, one object down, or in headers. */
const SECRETS = ["password", "newPassword", "token", "secret", "authorization", "cookie"];
/** Message bodies. Not `message` one level down: an error's message is wanted. */
const BODIES = ["body", "text", "html"];

export const REDACTED_PATHS = [
  ...[...SECRETS, ...BODIES].flatMap((field) => [field, `*.${field}`]),
  ...SECRETS.map((field) => `*.headers.${field}`),
  'headers["set-cookie"]',
  "message",
];

/** The request a log line was written for (request-log.server.ts sets it). */
export const requestContext = new AsyncLocalStorage<{ readonly reqId: string }>();

export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      level: "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      // "info" rather than 30: read by people as often as by programs.
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      mixin: () => requestContext.getStore() ?? {},
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** LOG_LEVEL is applied at start (app/services.server.ts, server/start.ts). */
export const logger = createLogger();
