const WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A count as prose says it: "nine" up to twelve, then digits ("14"). */
export function countInWords(count: number): string {
  return WORDS[count] ?? String(count);
}
