import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("skips falsy parts", () => {
    expect(cn("flex", false, null, undefined, "gap-2")).toBe("flex gap-2");
  });

  it("lets a later class win over an earlier one for the same property", () => {
    expect(cn("h-9 px-3 text-sm", "w-11 px-0")).toBe("h-9 text-sm w-11 px-0");
    expect(cn("bg-brand-700 text-white", "bg-whatsapp")).toBe("text-white bg-whatsapp");
    expect(cn("aspect-[4/3]", "aspect-square")).toBe("aspect-square");
  });

  it("keeps classes it does not know, and responsive variants apart", () => {
    expect(cn("render-when-near h-36", "sm:h-auto")).toBe("render-when-near h-36 sm:h-auto");
  });
});
