// Closing the HTTP server without cutting anyone off. http.Server#close drops
// idle keep-alive connections at once, so a request a client (or the proxy)
// is sending on one at that moment is reset. Instead, on close the server
// stops taking connections, answers whatever arrives on the open ones with
// `Connection: close`, and drops the idle ones only once requests have
// stopped arriving for a moment.

import type { Server } from "node:http";
import { Server as NetServer } from "node:net";

export interface GracefulCloseOptions {
  /** How long no request may arrive before the idle connections are dropped. */
  readonly quietMs?: number;
  /** After this, every connection is dropped, finished or not. */
  readonly limitMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Call at once on the new server; returns the function that closes it. */
export function gracefulClose(
  server: Server,
  { quietMs = 1_000, limitMs = 10_000 }: GracefulCloseOptions = {},
): () => Promise<void> {
  let closing = false;
  let inFlight = 0;
  let lastRequestAt = 0;
  // Before the app's own listener, so the header is set before it answers.
  server.prependListener("request", (_request, response) => {
    inFlight += 1;
    lastRequestAt = performance.now();
    if (closing) response.setHeader("Connection", "close");
    response.once("close", () => {
      inFlight -= 1;
    });
  });

  return async () => {
    closing = true;
    const startedAt = performance.now();
    // net.Server's close: stop listening, but leave the connections be.
    const closed = new Promise<void>((resolve) => {
      NetServer.prototype.close.call(server, () => resolve());
    });
    const late = () => performance.now() - startedAt > limitMs;
    while ((inFlight > 0 || performance.now() - lastRequestAt < quietMs) && !late()) {
      await sleep(50);
    }
    server.closeIdleConnections();
    const limit = setTimeout(
      () => server.closeAllConnections(),
      limitMs - (performance.now() - startedAt),
    );
    await closed;
    clearTimeout(limit);
  };
}
