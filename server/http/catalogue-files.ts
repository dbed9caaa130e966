// Files the live catalogue makes: each product's illustration
// (/pictures/<slug>-<hash>.svg) and All Products' search data
// (/all-products/search-<hash>.json). Both are named by their content, so
// they are cached for good; an older name (a page from before a change)
// gets the current search data, not to be kept.

import { Hono } from "hono";
import { compress } from "hono/compress";
import { ILLUSTRATION_PREFIX } from "#app/catalogue/pictures.server.ts";
import type { LiveCatalogue } from "#app/catalogue/live.server.ts";
import type { AppEnv } from "#app/platform/http-context.server.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SAFE_NAME = /^[a-z0-9-]+-[\w-]{10,12}\.(svg|json)$/;

export function catalogueFiles(catalogue: LiveCatalogue): Hono<AppEnv> {
  const files = new Hono<AppEnv>();
  files.get(`${ILLUSTRATION_PREFIX}:name`, (c) => {
    const name = c.req.param("name");
    const svg = SAFE_NAME.test(name) ? catalogue.pictures().illustration(name) : undefined;
    if (!svg) return c.notFound();
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": IMMUTABLE,
      // A drawing of ours, but never a document that runs anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  files.get("/all-products/:file{search-[\\w-]+\\.json}", compress(), (c) => {
    if (!SAFE_NAME.test(c.req.param("file"))) return c.notFound();
    const { url, json } = catalogue.current().searchData();
    const current = c.req.path === url;
    return c.body(json, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? IMMUTABLE : "no-cache",
    });
  });
  return files;
}
