import { createContext } from "react-router";
import type { Services } from "./services.server.ts";

/**
 * The server's services, for loaders and actions that need them (the auth
 * screen). Null while pre-rendering, which needs none.
 */
export const servicesContext = createContext<Services | null>(null);
