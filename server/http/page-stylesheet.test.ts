// A page's stylesheet: the rules its markup can match and the custom
// properties they read stay; nothing else does.

import { expect, it } from "vitest";
import { pageStylesheet } from "./page-stylesheet.ts";

const css = [
  ":root{--brand:#0e7490;--red:#b91c1c;--font:system-ui;--body-font:var(--font);--unused:1px}",
  "html{color:#111;font-family:var(--body-font)}",
  ".card{padding:1rem;color:var(--brand);-webkit-line-clamp:2;content-visibility:auto}",
  ".dialog{position:fixed;color:var(--red)}",
  "@media (width>=40rem){.card{padding:2rem}.dialog{inset:0}}",
  ":where(.stack>:not(:last-child)){margin-bottom:1rem}",
  ".group:hover .group-hover\\:underline{text-decoration:underline}",
  "@property --tw-shadow{syntax:'*';inherits:false;initial-value:0 0 #0000}",
  "@property --tw-ring{syntax:'*';inherits:false}",
  ".shadow{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}",
].join("");

const page = (body: string) =>
  `<!doctype html><html><head><style data-split-css="">${css}</style></head><body>${body}</body></html>`;

function styleOf(html: string): string {
  const styles = [...html.matchAll(/<style data-page-css="">([\s\S]*?)<\/style>/g)];
  expect(styles).toHaveLength(1);
  return styles[0]?.[1] ?? "";
}

it("keeps the rules the page's classes match, and drops the rest", () => {
  const html = pageStylesheet(page('<div class="card stack"><p>Hello</p></div>'));
  const style = styleOf(html);
  expect(html).not.toContain("data-split-css");
  expect(html.match(/<style/g)).toHaveLength(1);
  expect(html.indexOf(style)).toBeLessThan(html.indexOf("<p>Hello</p>"));
  expect(style).toContain("html{color:#111");
  expect(style).toMatch(/\.card\{[^}]*padding:1rem/);
  // Properties lightningcss does not know stay too.
  expect(style).toMatch(/\.card\{[^}]*-webkit-line-clamp:2/);
  expect(style).toMatch(/\.card\{[^}]*content-visibility:auto/);
  expect(style).toMatch(/@media \(width>=40rem\)\{\.card\{padding:2rem\}\}/);
  expect(style).toContain(".stack>:not(:last-child)");
  expect(style).not.toContain(".dialog");
  expect(style).not.toContain("group-hover");
});

it("keeps only the custom properties the kept rules read, and what those read", () => {
  const style = styleOf(pageStylesheet(page('<div class="card">x</div>')));
  expect(style).toContain("--brand:#0e7490");
  expect(style).toContain("--body-font:var(--font)");
  expect(style).toContain("--font:system-ui");
  expect(style).not.toContain("--red");
  expect(style).not.toContain("--unused");
  expect(style).not.toContain("@property");
});

it("keeps an @property rule when a kept rule reads its property", () => {
  const style = styleOf(pageStylesheet(page('<div class="shadow">x</div>')));
  expect(style).toContain("@property --tw-shadow");
  expect(style).not.toContain("--tw-ring");
});

it("keeps a custom property the page's own markup reads", () => {
  const style = styleOf(pageStylesheet(page('<svg><path style="fill:var(--red)"/></svg>')));
  expect(style).toContain("--red:#b91c1c");
});

it("keeps a rule whose every class is on the page, even across elements", () => {
  const style = styleOf(
    pageStylesheet(page('<a class="group"><span class="group-hover:underline">x</span></a>')),
  );
  expect(style).toContain("group-hover");
});

it("reads a class React escaped, such as an arbitrary variant with > in it", () => {
  const withVariant = `${css}.max-sm\\:\\[\\&\\>svg\\]\\:hidden>svg{display:none}`;
  const html = `<html><head><style data-split-css="">${withVariant}</style></head><body><a class="max-sm:[&amp;&gt;svg]:hidden"><svg></svg></a></body></html>`;
  expect(styleOf(pageStylesheet(html))).toContain("svg{display:none}");
});

it("leaves a page without the marked style as it was", () => {
  const html = "<html><head><style>.x{}</style></head><body></body></html>";
  expect(pageStylesheet(html)).toBe(html);
});

it("drops rules for elements the page does not have, and keeps what a :not() leaves open", () => {
  const withElements = `${css}abbr:where([title]){text-decoration:underline dotted}input::placeholder{opacity:1}p{margin:0}.card:not(.selected){outline:0}`;
  const html = `<html><head><style data-split-css="">${withElements}</style></head><body><p class="card">x</p></body></html>`;
  const style = styleOf(pageStylesheet(html));
  expect(style).not.toContain("abbr");
  expect(style).not.toContain("placeholder");
  expect(style).toContain("p{margin:0}");
  expect(style).toContain(".card:not(.selected){outline:0}");
});
