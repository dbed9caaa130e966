import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The connection's remote address, the key of per-client limits. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
