// Inline scripts go out minified, and still cannot end their element early.

import { expect, it } from "vitest";
import { minifyInlineScripts } from "./inline-scripts.ts";

it("shortens an inline script and leaves JSON-LD as it was", () => {
  const script = `(function enhance(longArgumentName) {\n\tconst element = document.querySelector(longArgumentName);\n\telement.hidden = false;\n})("[data-x]")`;
  const jsonLd = `<script type="application/ld+json">{"@type": "Product"}</script>`;
  const html = minifyInlineScripts(`<p>x</p><script>${script}</script>${jsonLd}`);
  const code = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  expect(code.length).toBeLessThan(script.length * 0.8);
  expect(code).not.toContain("longArgumentName");
  expect(code).toContain("[data-x]");
  expect(html).toContain(jsonLd);
  // Run as the browser would: the call happens.
  const document = { querySelector: () => ({ hidden: true }) };
  expect(() => new Function("document", code)(document)).not.toThrow();
});

it("keeps a string that spells </script> from closing the element", () => {
  const html = minifyInlineScripts(
    `<script>(function f(a){return "\\u003c/script>" + a})(1)</script>`,
  );
  expect(html.match(/<\/script>/gi)).toHaveLength(1);
});

it("sends a script it cannot read as it was", () => {
  const html = "<script>(function ( {</script>";
  expect(minifyInlineScripts(html)).toBe(html);
});
