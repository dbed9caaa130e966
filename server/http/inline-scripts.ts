// A page's inline scripts (app/enhance/inline-script.tsx) arrive as the
// server bundle wrote their functions: indented, with long names. They are
// in the first round trip of every page (ADR 0025), so they go out
// minified, once per script, by terser (pure JavaScript: no binary to
// install). Names are shortened and spaces dropped; the code is not
// rewritten ("compress" could drop a call it thinks idle).

import { minify_sync as minifySync } from "terser";

/** Our own inline scripts: a bare <script>, unlike JSON-LD's typed one. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

const minified = new Map<string, string>();
const MAX_SCRIPTS = 500;

function minify(code: string): string {
  let short = minified.get(code);
  if (short === undefined) {
    short = code;
    try {
      const result = minifySync(code, { compress: false, mangle: true });
      // Whatever the minifier made of the escapes, no "</script" or "<!--" ends the element.
      if (result.code) {
        short = result.code
          .trimEnd()
          .replace(/<\/(script)/gi, "<\\/$1")
          .replace(/<!--/g, "<\\!--");
      }
    } catch {
      // Not JavaScript terser can read: sent as it was.
    }
    if (minified.size >= MAX_SCRIPTS) minified.clear();
    minified.set(code, short);
  }
  return short;
}

export function minifyInlineScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (_, code: string) => `<script>${minify(code)}</script>`);
}
