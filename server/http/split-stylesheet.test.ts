// The split stylesheet: what the page's markup can match stays in the head,
// the rest goes to the end of the body, and nothing is lost or doubled.

import { expect, it } from "vitest";
import { splitStylesheet } from "./split-stylesheet.ts";

const css = [
  "html{color:#111}",
  ".card{padding:1rem}",
  ".dialog{position:fixed}",
  "@media (width>=40rem){.card{padding:2rem}.dialog{inset:0}}",
  ":where(.stack>:not(:last-child)){margin-bottom:1rem}",
  ".group:hover .group-hover\\:underline{text-decoration:underline}",
].join("");

const page = (body: string) =>
  `<!doctype html><html><head><style data-split-css="">${css}</style></head><body>${body}</body></html>`;

function parts(html: string) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text ?? "");
  const [head = "", tail = ""] = styles;
  return { head, tail, styles };
}

it("keeps in the head the rules the page's classes match, and moves the rest to the end", () => {
  const html = splitStylesheet(page('<div class="card stack"><p>Hello</p></div>'));
  const { head, tail, styles } = parts(html);
  expect(styles).toHaveLength(2);
  expect(html.indexOf(tail)).toBeGreaterThan(html.indexOf("<p>Hello</p>"));
  expect(html).not.toContain("data-split-css");
  expect(head).toContain("html{color:#111}");
  expect(head).toContain(".card{padding:1rem}");
  expect(head).toMatch(/@media \(width>=40rem\)\{\.card\{padding:2rem\}\}/);
  expect(head).toContain(".stack>:not(:last-child)");
  expect(head).not.toContain(".dialog");
  expect(tail).toContain(".dialog{position:fixed}");
  expect(tail).toMatch(/\.dialog\{inset:0\}/);
  expect(tail).toContain("group-hover");
  expect(tail).not.toContain(".card");
});

it("keeps a rule whose every class is on the page, even across elements", () => {
  const { head } = parts(
    splitStylesheet(page('<a class="group"><span class="group-hover:underline">x</span></a>')),
  );
  expect(head).toContain("group-hover");
});

it("reads a class React escaped, such as an arbitrary variant with > in it", () => {
  const withVariant = `${css}.max-sm\\:\\[\\&\\>svg\\]\\:hidden>svg{display:none}`;
  const html = `<html><head><style data-split-css="">${withVariant}</style></head><body><a class="max-sm:[&amp;&gt;svg]:hidden"><svg></svg></a></body></html>`;
  const { head } = parts(splitStylesheet(html));
  expect(head).toContain("svg{display:none}");
});

it("leaves a page without the marked style as it was", () => {
  const html = "<html><head><style>.x{}</style></head><body></body></html>";
  expect(splitStylesheet(html)).toBe(html);
});
