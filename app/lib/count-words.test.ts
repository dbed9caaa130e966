import { expect, it } from "vitest";
import { countInWords } from "./count-words.ts";

it("says small counts in words and larger ones in digits", () => {
  expect(countInWords(9)).toBe("nine");
  expect(countInWords(12)).toBe("twelve");
  expect(countInWords(13)).toBe("13");
  expect(countInWords(0)).toBe("no");
});
