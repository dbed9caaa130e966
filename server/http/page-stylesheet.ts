// The first screen in one round trip (ADR 0025): a page that runs no React
// carries only the style rules its own markup can match, and only the
// custom properties those rules read. Without script its markup never
// changes, so nothing else could apply; an island that renders markup of
// its own loads the whole stylesheet first (app/enhance/whole-stylesheet.ts).
// A rule is kept when one of its selectors names only classes and elements
// the page has.

import { createHash } from "node:crypto";
import { type Rule, transform } from "lightningcss";

/** The one <style> the site's layout inlines, marked to be cut. */
const SITE_STYLE = /<style data-split-css="">([\s\S]*?)<\/style>/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ELEMENT = /<([a-zA-Z][\w-]*)/g;
const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;
const VARIABLE_SET = /(--[\w-]+):([^;}]*)/g;

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

type Selector = StyleRule["value"]["selectors"][number];

/**
 * Whether a selector can match the page: every class and element it names
 * outside its pseudo-classes' arguments (:is(), :where(), :not() may need
 * any or none of theirs) is there.
 */
function canMatch(selector: Selector, page: PageNames): boolean {
  return selector.every((component) => {
    if (component.type === "class") return page.classes.has(component.name);
    if (component.type === "type") return page.elements.has(component.name.toLowerCase());
    return true;
  });
}

interface PageNames {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

const minified = (css: string, visitor: Parameters<typeof transform>[0]["visitor"]) =>
  transform({ filename: "app.css", code: Buffer.from(css), minify: true, visitor }).code.toString();

const namesRead = (text: string) => [...text.matchAll(VARIABLE_READ)].map(([, name = ""]) => name);

/**
 * The custom properties read by `css`'s declarations or by the page's own
 * markup, and by the values of those, and so on (Tailwind's theme reads its
 * own: the default font reads --font-sans).
 */
function variablesRead(css: string, pageReads: readonly string[]): Set<string> {
  const values = new Map<string, string[]>();
  for (const [, name = "", value = ""] of css.matchAll(VARIABLE_SET)) {
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const read = new Set<string>();
  const add = (name: string) => {
    if (read.has(name)) return;
    read.add(name);
    for (const value of values.get(name) ?? []) namesRead(value).forEach(add);
  };
  namesRead(css.replace(VARIABLE_SET, "")).forEach(add);
  pageReads.forEach(add);
  return read;
}

function pageCss(css: string, page: PageNames, pageReads: readonly string[]): string {
  // Kept rules are left untouched (undefined): only removals are sent back.
  const rules = minified(css, {
    Rule: {
      style: (rule) =>
        rule.value.selectors.some((selector) => canMatch(selector, page)) ? undefined : [],
    },
  });
  const read = variablesRead(rules, pageReads);
  return minified(rules, {
    Rule: { property: (rule) => (read.has(rule.value.name) ? undefined : []) },
    // lightningcss calls "custom" any property it does not know
    // (-webkit-line-clamp, say): only a --name is a custom property.
    Declaration: {
      custom: (property) =>
        !property.name.startsWith("--") || read.has(property.name) ? undefined : [],
    },
  });
}

// Pages share most of their classes: the cut is kept by class set.
const cuts = new Map<string, string>();
const MAX_CUTS = 200;

export function pageStylesheet(html: string): string {
  const style = SITE_STYLE.exec(html);
  if (!style) return html;
  const css = style[1] ?? "";
  const classes = new Set<string>();
  for (const [, names] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of unescape(names ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  const elements = new Set([...html.matchAll(ELEMENT)].map(([, name = ""]) => name.toLowerCase()));
  const rest = html.slice(0, style.index) + html.slice(style.index + style[0].length);
  // Inline styles and SVG attributes may read the theme too.
  const pageReads = [...new Set(namesRead(rest))].sort();
  const key = createHash("sha1")
    .update(css)
    .update([...classes].sort().join(" "))
    .update([...elements].sort().join(" "))
    .update(pageReads.join(" "))
    .digest("base64url");
  let cut = cuts.get(key);
  if (cut === undefined) {
    cut = pageCss(css, { classes, elements }, pageReads);
    if (cuts.size >= MAX_CUTS) cuts.clear();
    cuts.set(key, cut);
  }
  return (
    html.slice(0, style.index) +
    `<style data-page-css="">${cut}</style>` +
    html.slice(style.index + style[0].length)
  );
}
