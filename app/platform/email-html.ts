// The one HTML page every e-mail's body sits in, and plain paragraphs as
// HTML: a mail program shows the same type and colours for every message.

import { escapeHtml } from "#app/lib/html.ts";

/** A whole HTML e-mail around `body` (HTML, already escaped where it must be). */
export function htmlEmail(body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">${body}</body></html>`;
}

/** Label and value rows as a two-column table, escaped. */
export function tableHtml(rows: readonly (readonly [string, string])[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="color:#475569">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table cellpadding="6" style="border-collapse:collapse">${cells}</table>`;
}

/** Plain-text paragraphs as HTML ones, escaped, keeping their line breaks. */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join("");
}
