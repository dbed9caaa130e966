import { describe, expect, it } from "vitest";
import { withoutTrailingSlash } from "./trailing-slash.ts";

/** How a browser on the site would resolve the Location header. */
const resolved = (location: string) => new URL(location, "https://shop.example.co.ke/x").host;

describe("the trailing-slash redirect", () => {
  it("drops the slash and keeps the query", () => {
    expect(withoutTrailingSlash("/about/", "")).toBe("/about");
    expect(withoutTrailingSlash("/all-products/", "?q=ssd")).toBe("/all-products?q=ssd");
    expect(withoutTrailingSlash("/category/storage-memory//", "")).toBe("/category/storage-memory");
  });

  it("leaves paths without one, and the home page, alone", () => {
    expect(withoutTrailingSlash("/", "")).toBeNull();
    expect(withoutTrailingSlash("/about", "?a=1")).toBeNull();
  });

  it("never leads to another host, however the path begins", () => {
    for (const path of [
      "//evil.example/",
      "///evil.example/",
      "/\\evil.example/",
      "\\\\evil.example/",
      "/\\/evil.example/",
      "//evil.example/path/",
      "/%2F%2Fevil.example/",
      "/%5Cevil.example/",
      "//",
      "///",
    ]) {
      const target = withoutTrailingSlash(path, "?next=//evil.example");
      expect(target, path).toMatch(/^\/(?![/\\])/);
      expect(resolved(target ?? ""), path).toBe("shop.example.co.ke");
    }
    expect(withoutTrailingSlash("//", "")).toBe("/");
    expect(withoutTrailingSlash("//evil.example/", "")).toBe("/evil.example");
  });
});
