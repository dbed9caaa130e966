import { describe, expect, it } from "vitest";
import { seedCatalogue } from "./seed-catalogue.ts";

const { products } = seedCatalogue;
import {
  filterFromSearchParams,
  filterToSearch,
  listPageFromSearchParams,
  listPageOf,
  listPageSearch,
  matchesProduct,
  rankMatches,
  relevanceTier,
} from "./search.ts";

const laptop = {
  name: "Dell Laptop Core i5",
  description: "A dependable business laptop.",
  categorySlug: "computers-peripherals",
};
const all = (query: string) => ({ query, category: "all" });

describe("matchesProduct", () => {
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

describe("rankMatches: the spec's matches by relevance", () => {
  const names = (query: string, category = "all") =>
    rankMatches(products, { query, category }).map((p) => p.name);

  it("finds exactly what the spec's rule finds, for any query", () => {
    for (const query of ["", "printer", "ssd", "e", "LOGITECH", "core i5", "wi-fi", "x"]) {
      const spec = products.filter((p) => matchesProduct(p, all(query))).map((p) => p.name);
      expect(names(query).toSorted()).toEqual(spec.toSorted());
    }
  });

  it("keeps the catalogue's order for an empty query", () => {
    expect(names("")).toEqual(products.map((p) => p.name));
  });

  it("puts the printers first for 'printer', the USB hub after them", () => {
    const found = names("printer");
    // Named printers, then the one whose description calls it a printer.
    expect(found.slice(0, 4)).toEqual([
      "Epson EcoTank Printer",
      "Canon PIXMA G3420 Printer",
      "Brother HL-L2350DW Printer",
      "HP LaserJet Pro MFP 4103fdw",
    ]);
    expect(found.indexOf("Anker 4-Port USB 3.0 Hub")).toBe(4);
  });

  it("puts the SSDs before the laptops that mention one", () => {
    const found = names("ssd");
    const firstLaptop = found.findIndex((name) => /laptop|ideapad/i.test(name));
    expect(found.slice(0, 4).every((name) => /ssd/i.test(name))).toBe(true);
    expect(firstLaptop).toBeGreaterThanOrEqual(4);
  });

  it("ranks name before description, whole words before parts", () => {
    const product = (name: string, description: string) => ({
      name,
      description,
      categorySlug: "services",
    });
    expect(relevanceTier(product("Epson Printer", ""), "printer")).toBe(0);
    expect(relevanceTier(product("Printers Box", ""), "printer")).toBe(1);
    expect(relevanceTier(product("Hub", "Shares a printer."), "printer")).toBe(2);
    expect(relevanceTier(product("Hub", "Shares printers."), "printer")).toBe(3);
    // A whole-word match anywhere in the name wins over an earlier part.
    expect(relevanceTier(product("Printers and Printer", ""), "printer")).toBe(0);
    expect(relevanceTier(product("Core i5 Laptop", ""), "CORE I5")).toBe(0);
    expect(relevanceTier(product("Wi-Fi 6 Router", ""), "fi")).toBe(0);
  });

  it("ranks within the chosen category only", () => {
    expect(names("printer", "accessories-smart-tech")).toEqual(["Anker 4-Port USB 3.0 Hub"]);
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
});

describe("the list's pages", () => {
  const page = (search: string) => listPageFromSearchParams(new URLSearchParams(search));

  it("reads ?page= as a whole number from 1, anything else as page 1, and ?show=all", () => {
    expect(page("")).toBe(1);
    expect(page("page=3")).toBe(3);
    for (const bad of ["page=0", "page=-2", "page=2.5", "page=abc", "page=99999999"]) {
      expect(page(bad)).toBe(1);
    }
    expect(page("show=all&page=2")).toBe("all");
  });

  it("holds every match up to 100 on one page, and pages of 100 beyond", () => {
    const matches = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    for (const n of [0, 17, 71, 100]) {
      expect(listPageOf(matches(n), 1)).toEqual({ page: 1, pages: 1, cards: matches(n), first: 1 });
      expect(listPageOf(matches(n), 2)).toBeNull();
    }
    const long = matches(1000);
    expect(listPageOf(long, 1)).toMatchObject({ page: 1, pages: 10, first: 1 });
    expect(listPageOf(long, 1)?.cards).toEqual(long.slice(0, 100));
    expect(listPageOf(long, 10)?.cards).toEqual(long.slice(900));
    expect(listPageOf(long, 11)).toBeNull();
    const odd = listPageOf(matches(101), 2);
    expect(odd).toEqual({ page: 2, pages: 2, cards: [101], first: 101 });
    expect(listPageOf(long, "all")?.cards).toHaveLength(1000);
  });

  it("writes a filter's later page after its filter, and page 1 as the filter alone", () => {
    const filter = { query: "ups", category: "power-backup" };
    expect(listPageSearch(filter, 1)).toBe("?q=ups&category=power-backup");
    expect(listPageSearch(filter, 2)).toBe("?q=ups&category=power-backup&page=2");
    expect(listPageSearch({ query: "", category: "all" }, 3)).toBe("?page=3");
  });
});
