// What the server's middleware learns about a request, for the handlers
// after it (Hono's typed context variables).

import type { Client } from "./client-address.server.ts";

export interface AppEnv {
  Variables: {
    client: Client;
  };
}
