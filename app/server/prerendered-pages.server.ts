// The pre-rendered pages, read once at start and kept in memory with their
// compressed forms. Each carries the placeholder origin (lib/site-origin.ts),
// replaced here with PUBLIC_URL so that one build serves any origin.

import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { SITE_ORIGIN_PLACEHOLDER } from "#app/lib/site-origin.ts";
import { contentSecurityPolicy } from "./content-security.server.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Page {
  readonly body: Buffer;
  /** Its Content-Security-Policy, with the hashes of its inline scripts. */
  readonly csp: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

async function findIndexFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name));
}

/** "…/client/about/index.html" -> "/about"; "…/client/index.html" -> "/". */
function urlPathOf(clientDir: string, file: string): string {
  const dir = relative(clientDir, file).split(sep).slice(0, -1).join("/");
  return `/${dir}`;
}

export async function loadPrerenderedPages(
  clientDir: string,
  origin: string,
): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  const files = await findIndexFiles(clientDir);
  await Promise.all(
    files.map(async (file) => {
      const html = (await readFile(file, "utf8")).replaceAll(SITE_ORIGIN_PLACEHOLDER, origin);
      const body = Buffer.from(html);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(body, { level: 9 }),
      ]);
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      const csp = contentSecurityPolicy(html);
      pages.set(urlPathOf(clientDir, file), { body, csp, br, gzip: gz, etag });
    }),
  );
  return pages;
}

/** Picks the smallest encoding the client accepts. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}
