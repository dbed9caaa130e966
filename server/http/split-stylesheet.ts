// The first screen in one round trip (ADR 0025): a page's inlined
// stylesheet is split in two. The rules its own markup can match stay in
// the head; the rest (what islands and states the page does not show yet
// use) moves to the end of the body, so the first 14 KB a slow connection
// delivers carry the content and the styles it needs, and nothing is
// fetched later: with no script, the whole stylesheet is still in the page.
// A rule is kept in the head when one of its selectors names only classes
// the page has (element and attribute rules always are).

import { createHash } from "node:crypto";
import { type Rule, transform } from "lightningcss";

/** The one <style> the site's layout inlines, marked to be split. */
const SITE_STYLE = /<style data-split-css="">([\s\S]*?)<\/style>/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

// What React escapes in an attribute, read back: a class such as
// `[&>svg]:hidden` is written `[&amp;&gt;svg]:hidden`.
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};
const unescape = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e);

type StyleRule = Extract<Rule, { type: "style" }>;

/** Every class a selector (and the selectors inside its :is(), :where(), :not()…) names. */
function classesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) classesIn(item, found);
  } else if (value && typeof value === "object") {
    const component = value as { type?: unknown; name?: unknown };
    if (component.type === "class" && typeof component.name === "string") {
      found.push(component.name);
    }
    for (const inner of Object.values(value)) classesIn(inner, found);
  }
  return found;
}

function matchesPage(rule: StyleRule, classes: ReadonlySet<string>): boolean {
  return rule.value.selectors.some((selector) =>
    classesIn(selector).every((name) => classes.has(name)),
  );
}

function pick(css: string, keep: (rule: StyleRule) => boolean): string {
  const { code } = transform({
    filename: "app.css",
    code: Buffer.from(css),
    minify: true,
    // Kept rules are left untouched (undefined): only removals are sent back.
    visitor: { Rule: { style: (rule) => (keep(rule) ? undefined : []) } },
  });
  return code.toString();
}

// Pages share most of their classes: splits are kept by class set.
const splits = new Map<string, { head: string; tail: string }>();
const MAX_SPLITS = 200;

export function splitStylesheet(html: string): string {
  const style = SITE_STYLE.exec(html);
  if (!style) return html;
  const css = style[1] ?? "";
  const classes = new Set<string>();
  for (const [, names] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of unescape(names ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  const key = createHash("sha1")
    .update(css)
    .update([...classes].sort().join(" "))
    .digest("base64url");
  let split = splits.get(key);
  if (!split) {
    split = {
      head: pick(css, (rule) => matchesPage(rule, classes)),
      tail: pick(css, (rule) => !matchesPage(rule, classes)),
    };
    if (splits.size >= MAX_SPLITS) splits.clear();
    splits.set(key, split);
  }
  const { head, tail } = split;
  const end = html.lastIndexOf("</body>");
  if (end === -1) return html;
  return (
    html.slice(0, style.index) +
    `<style>${head}</style>` +
    html.slice(style.index + style[0].length, end) +
    `<style>${tail}</style>` +
    html.slice(end)
  );
}
