// A customer's e-mail as the timeline shows it: what they wrote, without
// the history their mail program quoted below it. Browser and server alike.

/** A line that opens the quoted history; it and everything below it go. */
const HISTORY_OPENERS = [
  // Gmail, Apple Mail, Thunderbird: "On Tue, 24 Nov 2026 at 10:02, Shop <x@y> wrote:"
  /^On\b.*\bwrote:\s*$/,
  // Outlook.
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
];

/** Gmail wraps a long "On … wrote:" over two lines. */
const SPLIT_OPENER = /^On\b.*[^:]\s*$/;

/** Whether a line and the next open a quoted history over two lines. */
function opensOverTwoLines(line: string, next: string): boolean {
  // Gmail's long "On … wrote:", wrapped.
  if (SPLIT_OPENER.test(line) && /\bwrote:\s*$/.test(next) && !/^On\b/.test(next)) return true;
  // Outlook's header block: "From: …" then "Sent: …".
  return /^From:\s/.test(line) && /^(Sent|Date):\s/.test(next);
}

/**
 * The new part of an e-mail's text: quoted lines ('>') dropped, and the
 * "On … wrote:" block (or Outlook's "Original Message") and all below it
 * cut. Blank lines at either end go too.
 */
export function withoutQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (HISTORY_OPENERS.some((opener) => opener.test(trimmed))) break;
    if (opensOverTwoLines(trimmed, lines[index + 1]?.trim() ?? "")) break;
    if (trimmed.startsWith(">")) continue;
    kept.push(line.trimEnd());
  }
  return kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
