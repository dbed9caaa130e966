// Reading a list's filters from its query string: a value that makes no
// sense is dropped, never an error, so any bookmarked or hand-typed URL opens.

/** Longer searches are cut, not refused. */
const MAX_TEXT = 200;

/** Trimmed text, cut to a sensible length; null when empty. */
export function queryText(value: string | null): string | null {
  const trimmed = value?.trim().slice(0, MAX_TEXT).trim();
  return trimmed ? trimmed : null;
}

/** A real calendar date written YYYY-MM-DD, else null. */
export function queryDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}

/** A 1-based page number; 1 for anything else. */
export function queryPage(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}
