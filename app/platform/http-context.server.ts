// What the server's middleware learns about a request, for the handlers
// after it (Hono's typed context variables), and what they read of it alike.

import type { Context } from "hono";
import type { Client } from "../../server/http/client-address.ts";

export interface AppEnv {
  Variables: {
    client: Client;
  };
}

/**
 * The header the server sets, on the request it hands to the pages and to
 * better-auth, to the visitor's address as it read it from the connection
 * (or a trusted proxy): never the value a client sent.
 */
export const CLIENT_IP_HEADER = "x-storefront-client-ip";

/** The visitor's address, for a page's loader or action. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** The request's media type, without parameters: "application/json", or "" when none is sent. */
export function mediaType(c: Context): string {
  return (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}
