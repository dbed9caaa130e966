// The settings `npm start` starts over with: only what is missing, never
// what the person starting it chose.

import { describe, expect, it } from "vitest";
import { HEAP_FLAGS, MALLOC_ENV, missingBounds } from "./memory-bounds.ts";

describe("missingBounds", () => {
  it("asks for every flag and variable when none is given", () => {
    expect(missingBounds([], {})).toEqual({ flags: [...HEAP_FLAGS], env: { ...MALLOC_ENV } });
  });

  it("is null once the process has them all, so a start over happens once", () => {
    const bounds = missingBounds([], {});
    expect(missingBounds(bounds?.flags ?? [], { ...bounds?.env })).toBeNull();
  });

  it("keeps a flag given on the command line or in NODE_OPTIONS, in either spelling", () => {
    const given = missingBounds(["--max-old-space-size=1024"], {
      NODE_OPTIONS: "--enable-source-maps  --max_semi_space_size=4",
      ...MALLOC_ENV,
    });
    expect(given).toEqual({ flags: ["--expose-gc"], env: {} });
  });

  it("keeps a variable set to any value", () => {
    const given = missingBounds(HEAP_FLAGS, { MALLOC_ARENA_MAX: "8" });
    expect(given).toEqual({ flags: [], env: { MALLOC_MMAP_THRESHOLD_: "131072" } });
  });
});
