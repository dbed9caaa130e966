// Who is asking, and over what: the key of per-client limits and the address
// in logs. Behind a reverse proxy the connection is the proxy's, so the
// visitor's address is read from X-Forwarded-For, and only from the proxies
// TRUST_PROXY names: anyone else could write that header themselves.

import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import proxyaddr from "proxy-addr";

export interface Client {
  /** The visitor's address: the connection's, or the nearest untrusted one in X-Forwarded-For. */
  readonly address: string;
  /** Whether the visitor's own connection is HTTPS (X-Forwarded-Proto of a trusted proxy). */
  readonly https: boolean;
}

const UNKNOWN: Client = { address: "unknown", https: false };

/** Reads the client of a request served by @hono/node-server, trusting these proxies. */
export function clientReader(trustProxy: readonly string[]): (c: Context) => Client {
  const trust = proxyaddr.compile([...trustProxy]);
  return (c) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const peer = incoming?.socket.remoteAddress;
    if (!incoming || !peer) return UNKNOWN;
    const viaProxy = trust(peer, 0);
    // The last value is the one the nearest proxy set: one that appends
    // must not let a client's own "https" count.
    const proto = c.req.header("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase();
    return {
      address: proxyaddr(incoming, trust),
      https: viaProxy ? proto === "https" : false,
    };
  };
}
