// How large a request body may be. Nothing a visitor sends needs more than
// 32 KB (an inquiry, a login, a sign-up): a larger body is refused (413)
// before it is read, so it can neither fill the database nor the server's
// memory. A route may take more (its `handle.bodyLimit`,
// app/back-office/body-limits.ts: the back office's forms, a photo, a
// catalogue import, a reply with files), but only from a signed-in member
// of staff its permission allows: the session is read from the request's
// cookie before the body, and anyone else gets the public limit. So a
// stranger's large post to /staff/… gets the 413 any URL gives a body over
// 32 KB, before it is read; a small one gets the back office's 404.

import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";
import type { BodyLimit } from "#app/back-office/body-limits.ts";
import type { Permission } from "#app/back-office/roles.ts";
import { INQUIRY_MESSAGES, MAX_INQUIRY_BYTES } from "#app/inquiries/intake.server.ts";
import type { RouteHandle } from "#app/root.tsx";

export const MAX_REQUEST_BYTES = MAX_INQUIRY_BYTES;

export const tooLarge = (bytes: number) =>
  `This request is too large (at most ${bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`}).`;

/** Every visitor's limit. */
const PUBLIC: BodyLimit = { bytes: MAX_REQUEST_BYTES, permission: {} };

/** Whether the request's session is a member of staff allowed `permission`. */
export type StaffCheck = (request: Request, permission: Permission) => Promise<boolean>;

/** The answer in the kind the client asked in: JSON for the API, text for a page's form. */
function refusal(limit: BodyLimit) {
  return (c: Context): Response => {
    const path = c.req.path;
    if (path === "/inquiry") return c.text(INQUIRY_MESSAGES.tooLarge, 413);
    const message = limit.refusal ?? tooLarge(limit.bytes);
    // (better-auth's own clients read `message`; ours read `error`.)
    if (path.startsWith("/api/")) return c.json({ error: message, message }, 413);
    return c.text(message, 413);
  };
}

/** The route table as React Router matches it, from the build's flat manifest. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const handle = route?.module.handle as RouteHandle | undefined;
      const common = { id: route?.id, path: route?.path, caseSensitive: route?.caseSensitive };
      return route?.index
        ? { ...common, index: true, handle }
        : { ...common, handle, children: routeTree(routes, route?.id) };
    });
}

/** The deepest limit among the routes a path matches (a page or its data URL), if any. */
export function routeLimits(routes: ServerBuild["routes"]): (path: string) => BodyLimit | null {
  const tree = routeTree(routes);
  return (path) => {
    const page = path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
    const matches = matchRoutes(tree, page) ?? [];
    const limited = matches.findLast((match) => (match.route.handle as RouteHandle)?.bodyLimit);
    return (limited?.route.handle as RouteHandle | undefined)?.bodyLimit ?? null;
  };
}

const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

export function limitBodies({
  routes,
  allows,
}: {
  routes: ServerBuild["routes"];
  allows: StaffCheck;
}): MiddlewareHandler {
  const limitOf = routeLimits(routes);
  const checks = new Map<BodyLimit, MiddlewareHandler>();
  const check = (limit: BodyLimit) => {
    let made = checks.get(limit);
    if (!made) {
      made = bodyLimit({ maxSize: limit.bytes, onError: refusal(limit) });
      checks.set(limit, made);
    }
    return made;
  };
  return async (c, next) => {
    let limit = PUBLIC;
    const wanted = WITHOUT_BODY.has(c.req.method) ? null : limitOf(c.req.path);
    if (wanted && wanted.bytes > PUBLIC.bytes) {
      // A body that says it fits the public limit needs no session read.
      const declared = Number(c.req.header("content-length") ?? Number.NaN);
      const mayNeedMore = !(declared <= PUBLIC.bytes);
      if (mayNeedMore && (await allows(c.req.raw, wanted.permission))) limit = wanted;
    }
    return check(limit)(c, next);
  };
}
