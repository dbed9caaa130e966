// The one Node process of the brief: static build, pages rendered ahead, server
// rendering and the API, on Hono. Built by Vite into the
// server bundle so it shares one module graph with the routes. Importing it
// has no side effects: the pre-render build imports it too.

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { RouterContextProvider, createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { siteOriginContext } from "#app/lib/site-origin.ts";
import { CLIENT_IP_HEADER } from "#app/platform/http-context.server.ts";
import { methodRules } from "./http/allowed-methods.ts";
import { refuseCrossSite, refuseOtherHost } from "./http/cross-site.ts";
import { clientReader } from "./http/client-address.ts";
import { type Env, siteOrigins } from "#app/platform/env.server.ts";
import { healthCheck } from "#app/ops/health.server.ts";
import type { AppEnv } from "#app/platform/http-context.server.ts";
import { metricsEndpoint } from "#app/ops/metrics.server.ts";
import { requestFailed, requestLog } from "./http/request-log.ts";
import { accountApi } from "#app/accounts/api.server.ts";
import { BACK_OFFICE_FORM_TARGETS, withContentSecurityPolicy } from "./http/content-security.ts";
import { inquiryApi } from "#app/inquiries/api.server.ts";
import { sessionHints } from "#app/accounts/session-hint.server.ts";
import { formBodiesOnly } from "./http/form-bodies.ts";
import { limitBodies } from "./http/request-limits.ts";
import { staffUser } from "#app/back-office/access.server.ts";
import { memberAllows } from "#app/back-office/roles.ts";
import { withoutTrailingSlash } from "./http/trailing-slash.ts";
import { servicesContext } from "#app/services-context.ts";
import {
  type ServiceOptions,
  type Services,
  createServices as createAppServices,
} from "#app/services.server.ts";
import { drawPictures } from "#app/catalogue/pictures.server.ts";
import { productPath } from "#app/catalogue/paths.ts";
import { type Page, pickEncoding } from "./http/rendered-page.ts";
import { type LivePages, createLivePages } from "./http/live-pages.ts";
import { catalogueFiles } from "./http/catalogue-files.ts";
import { pageStylesheet } from "./http/page-stylesheet.ts";
import { minifyInlineScripts } from "./http/inline-scripts.ts";

export * from "virtual:react-router/server-build";
// What server/start.ts needs besides, taken from this bundle: faster to load
// than the packages themselves.
export { serve } from "@hono/node-server";
export { dataFolder, parseEnv } from "#app/platform/env.server.ts";
export { logger } from "#app/platform/logger.server.ts";

/** The services, with the pictures only this bundle can draw. */
export const createServices = (env: Env, options: Omit<ServiceOptions, "drawPictures"> = {}) =>
  createAppServices(env, { ...options, drawPictures });

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Powerful features no page of ours uses, turned off for the page and
 * anything it embeds: an injected script or a rogue frame cannot ask for
 * them. (A file input's camera needs none of these.) Only features Chromium
 * knows: it warns on every page of one it does not, as it did of
 * `bluetooth` (hardening.spec.ts checks against its list).
 */
const PERMISSIONS_POLICY = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  displayCapture: [],
  browsingTopics: [],
};
const ONE_DAY = "public, max-age=86400";
const PRODUCT_PAGES = productPath("");

/**
 * Paths that name a file of the build (favicon, images). Not a page's
 * directory, which must never answer for a query string, and not the
 * pre-render's .data files, which carry the placeholder origin: the router
 * answers those itself.
 */
/**
 * What the build was made from (build-stamp.ts, written beside the server
 * bundle), so that pages a start of another build kept are not read back:
 * the client's asset version alone misses a change to the server's code
 * that renders them. Without the stamp, that version.
 */
async function buildIdentity(clientDir: string, assetsVersion: string): Promise<string> {
  try {
    const stamp = await readFile(join(clientDir, "..", "server", "sources.sha256"), "utf8");
    return `${assetsVersion} ${stamp.trim()}`;
  } catch {
    return assetsVersion;
  }
}

/**
 * A page that runs no React gets only the styles its markup uses, its
 * inline scripts minified and no attribute only React reads (a link's
 * route discovery) or HTML does without (an inline SVG's namespace): its
 * first screen in one round trip (ADR 0025). A hydrated page is left
 * whole: React reads it back.
 */
function firstRoundTrip(html: string): string {
  const cut = pageStylesheet(html);
  if (cut === html) return html;
  return minifyInlineScripts(cut)
    .replaceAll(' data-discover="true"', "")
    .replaceAll('<svg xmlns="http://www.w3.org/2000/svg"', "<svg");
}

function isStaticFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith(".data");
}

/**
 * The request's headers with the client's address as the auth rate limits
 * read it: ours, from the connection, replacing anything the client sent.
 */
function clientHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.client.address);
  return headers;
}

/** The request's URL as the visitor made it: on https when a trusted proxy says theirs is. */
function visitorUrl(c: Context<AppEnv>): URL {
  const url = new URL(c.req.raw.url);
  if (c.var.client.https) url.protocol = "https:";
  return url;
}

/**
 * The request as the visitor made it, unread, for the router and better-auth:
 * with clientHeaders, and on https when a trusted proxy says the visitor's
 * connection is. Behind Caddy our own connection is plain http; React Router
 * refuses an action whose Origin differs from the request's own origin
 * (400), which was every form post and back-office action in production.
 */
function visitorRequest(c: Context<AppEnv>): Request {
  const raw = c.req.raw;
  const headers = clientHeaders(c);
  const url = visitorUrl(c);
  const upgrade = url.protocol !== new URL(raw.url).protocol;
  // A form posted from a page sent with Referrer-Policy: no-referrer (a
  // customer's quote) says Origin "null"; the browser's Sec-Fetch-Site says
  // it is ours (refuseCrossSite), so the router is told our origin.
  if (headers.get("origin") === "null" && headers.get("sec-fetch-site") === "same-origin") {
    headers.set("origin", url.origin);
  }
  if (!upgrade) return new Request(raw, { headers });
  const body = raw.method === "GET" || raw.method === "HEAD" ? null : raw.body;
  // A streamed body must say it is sent half-duplex (fetch's rule).
  const init = { method: raw.method, headers, body, signal: raw.signal, duplex: "half" };
  return new Request(url, init as RequestInit);
}

export interface ServerOptions {
  readonly env: Env;
  /**
   * build/client: hashed assets and public files. Null in development, where
   * Vite serves the files and every page is rendered on request.
   */
  readonly clientDir: string | null;
  /** Where the rendered pages' best compression is kept between starts. */
  readonly pageCache?: string | null;
  readonly services: Services;
}

async function pageResponse(
  page: Page,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): Promise<Response> {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    // Revalidate every time: cheap with the ETag, and a new build or an
    // edit shows at once. (The short way to say it: every page's headers
    // share its first round trip.)
    "Cache-Control": "no-cache",
    ETag: page.etag,
    Vary: "Accept-Encoding",
    "Content-Security-Policy": page.csp,
  });
  if (ifNoneMatch === page.etag) return new Response(null, { status: 304, headers });
  const encoding = pickEncoding(acceptEncoding);
  if (encoding) headers.set("Content-Encoding", encoding);
  const body = encoding ? await page.encoded(encoding) : page.body;
  headers.set("Content-Length", String(body.byteLength));
  // The kept bytes themselves, not a copy: a copy for each response is garbage
  // the size of the page (400 KB for All Products), made faster than collected.
  return new Response(body as Uint8Array<ArrayBuffer>, { headers });
}

export async function createServerApp({
  env,
  clientDir,
  pageCache = null,
  services,
}: ServerOptions): Promise<Hono<AppEnv>> {
  const handleRequest = createRequestHandler(build, env.NODE_ENV);
  const routerContext = () => {
    const context = new RouterContextProvider();
    context.set(siteOriginContext, env.PUBLIC_URL);
    context.set(servicesContext, services);
    return context;
  };
  // Rendered HTML gets its Content-Security-Policy; not in development,
  // where the dev server adds scripts of its own.
  const render = async (request: Request, context: RouterContextProvider) => {
    const response = await handleRequest(request, context);
    if (!clientDir) return response;
    const backOffice = new URL(request.url).pathname.startsWith("/staff/");
    const targets = backOffice ? BACK_OFFICE_FORM_TARGETS : [];
    return withContentSecurityPolicy(response, targets, firstRoundTrip);
  };
  // The catalogue's pages, rendered ahead (not in development: Vite's
  // modules change under it).
  const pages: LivePages | null = clientDir
    ? await createLivePages({
        catalogue: services.catalogue,
        cache: pageCache,
        build: `${await buildIdentity(clientDir, build.assets.version)} ${env.PUBLIC_URL}`,
        render: (path) => render(new Request(new URL(path, env.PUBLIC_URL)), routerContext()),
      })
    : null;
  const app = new Hono<AppEnv>();
  const readClient = clientReader(env.TRUST_PROXY);
  const allowedMethods = methodRules(build.routes);

  app.use(async (c, next) => {
    c.set("client", readClient(c));
    await next();
  });
  app.use(requestLog());
  app.onError(requestFailed());

  // A customer's quote link is a key to it: no page of it passes its address
  // on to another site. (Before the security headers, so it has the last word.)
  app.use("/quotes/*", async (c, next) => {
    await next();
    c.header("Referrer-Policy", "no-referrer");
  });
  // First, so that every answer carries them, the short ones below too.
  app.use(
    secureHeaders({
      referrerPolicy: "strict-origin-when-cross-origin",
      // For browsers long gone (IE's download prompt, Flash, the old XSS
      // auditor): bytes in every page's first round trip for nothing.
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      // The same rule as the policy's frame-ancestors 'none'.
      xFrameOptions: "DENY",
      // Only over HTTPS (below): over plain http the header means nothing.
      strictTransportSecurity: false,
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );
  app.use(async (c, next) => {
    await next();
    if (c.var.client.https) {
      c.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  });

  // OPTIONS, and a method the URL does not take, get a short answer that
  // says what it does take, before anything is rendered.
  app.use(async (c, next) => {
    const allowed = allowedMethods(c.req.path, c.req.method);
    if (!allowed) return next();
    const allow = allowed.join(", ");
    if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: allow });
    return c.text(`${c.req.method} is not allowed here. Allowed: ${allow}.`, 405, { Allow: allow });
  });

  app.use(refuseCrossSite(siteOrigins(env.PUBLIC_URL)));
  app.use(refuseOtherHost((c) => visitorUrl(c).origin));

  // Whatever sets or clears the session cookie also sets or clears the
  // readable hint beside it (ADR 0008).
  const secure = env.PUBLIC_URL.startsWith("https://");
  app.use(async (c, next) => {
    await next();
    for (const hint of sessionHints(c.res.headers, secure)) {
      c.header("Set-Cookie", hint, { append: true });
    }
  });

  const health = healthCheck({
    db: services.db,
    mailAlertMinutes: env.MAIL_ALERT_MINUTES,
    ...(services.mailIn ? { mailbox: services.mailIn.state } : {}),
  });
  app.get("/healthz", async (c) => {
    const result = await health();
    c.header("Cache-Control", "no-store");
    return c.json(result, result.status === "unavailable" ? 503 : 200);
  });
  // Without METRICS_TOKEN, /metrics is an unknown URL like any other.
  if (env.METRICS_TOKEN) {
    app.get("/metrics", metricsEndpoint({ token: env.METRICS_TOKEN, db: services.db }));
  }

  app.route("/api/inquiries", inquiryApi(services.acceptInquiry));
  app.route("/api/account", accountApi({ services, headersOf: clientHeaders }));
  // Every other body (better-auth's endpoints, the pages' forms) is bounded
  // here; the two APIs above bound their own.
  app.use(
    limitBodies({
      routes: build.routes,
      allows: async (request, permission) => {
        const user = await staffUser(services, request);
        return user !== null && memberAllows(user, permission);
      },
    }),
  );
  app.on(["GET", "POST"], "/api/auth/*", (c) => services.auth.handler(visitorRequest(c)));

  if (clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE),
      }),
    );
  }

  // The catalogue's illustrations and search data, from the live catalogue.
  app.route("/", catalogueFiles(services.catalogue, services.db));

  // Pages rendered ahead, All Products' pages among them. Any other query
  // string (a filtered All Products view, say) means the page must be
  // rendered for it, so those fall through.
  app.get("*", async (c, next) => {
    const url = new URL(c.req.url);
    const canonical = withoutTrailingSlash(url.pathname, url.search);
    if (canonical !== null) return c.redirect(canonical, 301);
    const page = await pages?.page(url.pathname + url.search);
    if (!page) return next();
    if (c.req.method === "GET" && url.pathname.startsWith(PRODUCT_PAGES)) {
      const product = services.catalogue
        .current()
        .getProduct(url.pathname.slice(PRODUCT_PAGES.length));
      if (product) {
        const userAgent = c.req.header("user-agent");
        services.views.record({ productId: product.id, address: c.var.client.address, userAgent });
      }
    }
    return pageResponse(page, c.req.header("accept-encoding"), c.req.header("if-none-match"));
  });

  // Other files of the build (favicon, images): only paths that name a file,
  // so that a directory of a pre-rendered page is never served for a query.
  if (clientDir) {
    const files = serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", ONE_DAY),
    });
    app.use("*", (c, next) =>
      isStaticFile(new URL(c.req.url).pathname) ? files(c, next) : next(),
    );
  }

  // A page's action reads a form: anything else posted is refused, not a 500.
  // Actions that call the auth API need the client's address too.
  app.all("*", formBodiesOnly(), compress(), (c) => render(visitorRequest(c), routerContext()));

  return app;
}
