// Files the live catalogue makes: uploaded photos' variants
// (/photos/<name>, from the database), each product's illustration
// (/pictures/<slug>-<hash>.svg) and All Products' search data
// (/all-products/search-<hash>.json). All are named by their content, so
// they are cached for good; an older search data name (a page from before a
// change) gets the current data, not to be kept.

import { Hono } from "hono";
import { compress } from "hono/compress";
import { ILLUSTRATION_PREFIX } from "#app/catalogue/pictures.server.ts";
import type { LiveCatalogue } from "#app/catalogue/live.server.ts";
import { isVariantName, photoVariant } from "#app/catalogue/photos.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import type { AppEnv } from "#app/platform/http-context.server.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SAFE_NAME = /^[a-z0-9-]+-[\w-]{10,12}\.(svg|json)$/;

export function catalogueFiles(catalogue: LiveCatalogue, db: Db): Hono<AppEnv> {
  const files = new Hono<AppEnv>();
  files.get("/photos/:name", async (c) => {
    const name = c.req.param("name");
    // Only a name of the form we make is looked up: never a path.
    const variant = isVariantName(name) ? await photoVariant(db, name) : null;
    if (!variant) return c.notFound();
    // The type is the encoder's output's, whatever the upload said it was.
    return c.body(variant.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": variant.contentType,
      "Cache-Control": IMMUTABLE,
      "Content-Security-Policy": "default-src 'none'",
    });
  });
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
