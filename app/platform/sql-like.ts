/**
 * A LIKE pattern (with `escape '\'`) that finds `text` anywhere, lowercased,
 * its own % and _ taken literally.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
