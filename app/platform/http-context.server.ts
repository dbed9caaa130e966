// What the server's middleware learns about a request, for the handlers
// after it (Hono's typed context variables), and what they read of it alike.

import type { Context } from "hono";
import type { Client } from "../../server/http/client-address.ts";

export interface AppEnv {
  Variables: {
    client: Client;
  };
}

/** The request's media type, without parameters: "application/json", or "" when none is sent. */
export function mediaType(c: Context): string {
  return (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}
