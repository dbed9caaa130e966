// Content-Security-Policy for our HTML. Pages run only the inline scripts
// we serialise (app/enhance/inline-script.tsx) and modules from our own
// origin (the islands), so script-src lists the hash of each inline script
// on the page, and nothing else inline runs: an injected script would not.
// Styles stay 'unsafe-inline': the stylesheet is inlined (ADR 0003), and
// sonner and Radix set styles at run time.

import { createHash } from "node:crypto";

/** Executable inline scripts: no src, and not a JSON-LD data block. */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'`,
  );
}

/**
 * Where a page's forms may lead besides our origin: the back office's
 * WhatsApp hand-off records itself, then redirects to the chat.
 */
export const BACK_OFFICE_FORM_TARGETS = ["https://wa.me"];

export function contentSecurityPolicy(html: string, formTargets: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * An HTML response with its policy, its markup first put through `rewrite`;
 * any other response as it was.
 */
export async function withContentSecurityPolicy(
  response: Response,
  formTargets: readonly string[] = [],
  rewrite: (html: string) => string = (html) => html,
): Promise<Response> {
  if (!response.headers.get("content-type")?.startsWith("text/html") || !response.body) {
    return response;
  }
  const html = rewrite(await response.text());
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(html, formTargets));
  headers.delete("content-length");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
