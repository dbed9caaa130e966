import { describe, expect, it } from "vitest";
import { products } from "./catalogue.ts";
import { filterFromSearchParams, filterToSearch, matchesProduct } from "./search.ts";

const laptop = {
  name: "Dell Laptop Core i5",
  description: "A dependable business laptop.",
  categorySlug: "computers-peripherals",
};
const all = (query: string) => ({ query, category: "all" });

describe("matchesProduct (spec section 5)", () => {
  it("matches everything with empty text and all categories", () => {
    expect(products.filter((p) => matchesProduct(p, all("")))).toHaveLength(71);
  });

  it("matches a substring of the name, ignoring case", () => {
    expect(matchesProduct(laptop, all("dell"))).toBe(true);
    expect(matchesProduct(laptop, all("CORE I5"))).toBe(true);
    expect(matchesProduct(laptop, all("top co"))).toBe(true);
  });

  it("matches a substring of the description", () => {
    expect(matchesProduct(laptop, all("DEPENDABLE"))).toBe(true);
  });

  it("does not match text in neither, nor text spanning name and description", () => {
    expect(matchesProduct(laptop, all("printer"))).toBe(false);
    expect(matchesProduct(laptop, all("i5 a dependable"))).toBe(false);
  });

  it("requires the category to equal the chosen slug unless 'all'", () => {
    expect(matchesProduct(laptop, { query: "", category: "computers-peripherals" })).toBe(true);
    expect(matchesProduct(laptop, { query: "", category: "services" })).toBe(false);
    expect(matchesProduct(laptop, { query: "dell", category: "services" })).toBe(false);
  });

  it("finds the catalogue's UPS units within Power & Backup", () => {
    const found = products.filter((p) =>
      matchesProduct(p, { query: "ups", category: "power-backup" }),
    );
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const p of found) expect(p.categorySlug).toBe("power-backup");
  });
});

describe("filter in the URL", () => {
  const slugs = ["services", "power-backup"];

  it("reads q and category, treating an unknown category as all", () => {
    expect(
      filterFromSearchParams(new URLSearchParams("q=UPS&category=power-backup"), slugs),
    ).toEqual({
      query: "UPS",
      category: "power-backup",
    });
    expect(filterFromSearchParams(new URLSearchParams("category=<script>"), slugs)).toEqual({
      query: "",
      category: "all",
    });
  });

  it("caps an absurdly long query", () => {
    expect(
      filterFromSearchParams(new URLSearchParams({ q: "x".repeat(5000) }), slugs).query,
    ).toHaveLength(200);
  });

  it("writes only non-default values, and round-trips", () => {
    expect(filterToSearch({ query: "", category: "all" })).toBe("");
    const search = filterToSearch({ query: "hp & dell", category: "services" });
    expect(search).toBe("?q=hp+%26+dell&category=services");
    expect(filterFromSearchParams(new URLSearchParams(search), slugs)).toEqual({
      query: "hp & dell",
      category: "services",
    });
  });

  it("is self-contained, so the page script can carry it", () => {
    const revived = new Function(
      `return (${matchesProduct.toString()})`,
    )() as typeof matchesProduct;
    expect(revived(laptop, all("DELL"))).toBe(true);
    const revivedSearch = new Function(
      `return (${filterToSearch.toString()})`,
    )() as typeof filterToSearch;
    expect(revivedSearch({ query: "a", category: "services" })).toBe("?q=a&category=services");
  });
});
