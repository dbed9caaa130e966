import { createContext } from "react-router";

// Pages are pre-rendered before anyone knows where the site will be served
// from. They carry this placeholder origin, which the server replaces with
// PUBLIC_URL when it loads them (server/http/prerendered-pages.ts), so one
// build serves any origin. Server-rendered responses get the real origin.
export const SITE_ORIGIN_PLACEHOLDER = "https://site-origin.invalid";

export const siteOriginContext = createContext<string>(SITE_ORIGIN_PLACEHOLDER);
