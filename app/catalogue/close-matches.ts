// 'Close matches': products that match every word of a query in
// any order, ignoring case, accents, hyphens and spaces, allowing a typo, and
// reading the specifications too. MiniSearch does the indexing, the typo
// distance and the scoring; this module decides what counts as a word.

import MiniSearch, { type Query } from "minisearch";

export interface CloseMatchRecord {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly specifications: readonly string[];
  readonly categorySlug: string;
}

// Hyphens and dashes of every kind, the soft hyphen, apostrophes: 'Wi‑Fi',
// 'wi-fi' and 'wifi' are one word, as are 'Kenya's' and 'kenyas'.
const JOINERS = /[\u002d\u00ad\u2010-\u2015\u2212'\u2019]/gu;
const CHUNKS = /[\p{L}\p{N}\u002d\u00ad\u2010-\u2015\u2212'\u2019]+/gu;

/** Lower case, without accents: 'Café' is 'cafe'. */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

function chunksOf(text: string): string[] {
  return foldText(text).match(CHUNKS) ?? [];
}

/**
 * The words a product is found by: each word, a hyphenated word both joined
 * and in its parts ('usb-c': usbc, usb, c), and each pair of neighbouring
 * words joined, so that 'powerbank' finds 'Power Bank'.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  let previous = "";
  for (const chunk of chunksOf(text)) {
    const joined = chunk.replace(JOINERS, "");
    if (joined === "") continue;
    terms.push(joined);
    const parts = chunk.split(JOINERS).filter(Boolean);
    if (parts.length > 1) terms.push(...parts);
    if (previous) terms.push(previous + joined);
    previous = joined;
  }
  return terms;
}

// Words a shopper adds that no product needs to contain.
const STOP_WORDS = new Set(["a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "with"]);

/** The words of a query that must each be found: hyphenated words joined, filler words left out. */
export function queryTerms(query: string): string[] {
  return chunksOf(query)
    .map((chunk) => chunk.replace(JOINERS, ""))
    .filter((term) => term !== "" && !STOP_WORDS.has(term));
}

// One typo in a word of four letters or more, two from eight; none in a word
// with a digit, where one character is another model ('650va', '1100va').
function typosAllowed(term: string): number | false {
  if (/\d/.test(term) || term.length < 4) return false;
  return term.length >= 8 ? 2 : 1;
}

// The last word may be half typed; a lone letter ('usb c') is a whole word.
const isBeingTyped = (term: string, i: number, terms: string[]) =>
  i === terms.length - 1 && term.length > 1;

export type CloseMatcher<R> = (query: string, keep: (record: R) => boolean, limit: number) => R[];

/** Indexes the records once; the matcher answers with records, best first. */
export function closeMatcher<R extends CloseMatchRecord>(records: readonly R[]): CloseMatcher<R> {
  const byId = new Map(records.map((record) => [record.id, record]));
  const vocabulary = new Set<string>();
  const index = new MiniSearch<CloseMatchRecord>({
    fields: ["name", "description", "specifications"],
    extractField: (record, field) => {
      const value = record[field as keyof CloseMatchRecord];
      return Array.isArray(value) ? value.join(" \n ") : String(value);
    },
    tokenize: (text) => {
      const terms = indexTerms(text);
      for (const term of terms) vocabulary.add(term);
      return terms;
    },
    // The words are folded already; MiniSearch's default would fold them again.
    processTerm: (term) => term,
    searchOptions: {
      tokenize: queryTerms,
      processTerm: (term) => term,
      prefix: isBeingTyped,
      // A word the catalogue has ('toner', or 'sams' of 'samsung') is meant
      // as typed; only one it lacks is read as a typo ('tower' is no toner).
      fuzzy: (term, i, terms) => {
        if (vocabulary.has(term)) return false;
        if (isBeingTyped(term, i, terms)) {
          for (const known of vocabulary) if (known.startsWith(term)) return false;
        }
        return typosAllowed(term);
      },
      boost: { name: 3, specifications: 1.5 },
    },
  });
  index.addAll(records);

  return (query, keep, limit) => {
    const words = queryTerms(query);
    if (words.length === 0) return [];
    // Every word, in any order; or, for words split by a space the catalogue
    // does not have ('micro sd'), the words run together, without typos (a
    // typo in 'hplaptop' would be 'laptop').
    const every: Query = { queries: [words.join(" ")], combineWith: "AND" };
    const tree: Query =
      words.length > 1
        ? { queries: [every, { queries: [words.join("")], fuzzy: false }], combineWith: "OR" }
        : every;
    const found: R[] = [];
    for (const result of index.search(tree)) {
      const record = byId.get(String(result.id));
      if (record && keep(record)) found.push(record);
      if (found.length === limit) break;
    }
    return found;
  };
}
