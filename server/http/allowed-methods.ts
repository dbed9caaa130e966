// Which methods a URL answers, for OPTIONS and for a method it does not take:
// a short answer with an Allow header, before any page is rendered. Pages
// take GET and HEAD, and POST where their route has an action; the API's
// endpoints are listed here beside the Hono routes that serve them.

import { type ServerBuild, matchPath } from "react-router";

const PAGE = ["GET", "HEAD"];

const API: [RegExp, string[]][] = [
  [/^\/api\/inquiries$/, ["POST"]],
  [/^\/api\/account\/(login|signup|sign-out)$/, ["POST"]],
  [/^\/api\/auth\//, ["GET", "POST"]],
  [/^\/api\//, []],
];

/** The full URL pattern of each route that has an action ("/auth", "/inquiry"…). */
function actionPatterns(routes: ServerBuild["routes"]): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.values(routes)
    .filter((route) => route && "action" in route.module && route.module.action)
    .map((route) => fullPath(route?.id) || "/");
}

/**
 * For a request: null when its method is one the URL takes (or the URL is
 * unknown, for the 404 to answer), else the methods to list in Allow. A GET
 * or HEAD of a page, nearly every request, is answered without matching a
 * route pattern.
 */
export function methodRules(
  routes: ServerBuild["routes"],
): (pathname: string, method: string) => string[] | null {
  const withAction = actionPatterns(routes);
  return (pathname, method) => {
    const api = API.find(([pattern]) => pattern.test(pathname))?.[1];
    if (api) return api.length === 0 || api.includes(method) ? null : api;
    if (PAGE.includes(method)) return null;
    // A hydrated page's <Form> posts to the route's data URL (/staff/team.data).
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const posts = withAction.some((pattern) => matchPath({ path: pattern, end: true }, page));
    const allowed = posts ? [...PAGE, "POST"] : PAGE;
    return allowed.includes(method) ? null : allowed;
  };
}
