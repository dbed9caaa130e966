import { describe, expect, it } from "vitest";
import { productRecords } from "./products.ts";
import { foldText, indexTerms, queryTerms } from "./close-matches.ts";
import { CLOSE_MATCH_LIMIT, FEW_RESULTS, productSearch } from "./product-search.ts";
import { matchesProduct } from "./search.ts";

const search = productSearch(productRecords);
const names = (query: string, category = "all") => {
  const answer = search({ query, category });
  return {
    results: answer.results.map((p) => p.name),
    close: answer.closeMatches.map((p) => p.name),
  };
};

// What a shopper types, what the close matches must offer, and what they
// must not: each row is a way people miss today.
const CLOSE_MATCHES: ReadonlyArray<{
  query: string;
  finds: readonly string[];
  never?: readonly string[];
}> = [
  {
    query: "hp laptop",
    finds: ["HP ProBook 450 G10", "HP EliteBook 840 G10", "HP 250 G10 Laptop"],
    never: ["Dell Laptop Core i5", "HP 24 All-in-One PC", "HP 85A Black Toner"],
  },
  {
    query: "wifi",
    finds: ["TP-Link Archer C6 Router", "Ubiquiti UniFi U6 Lite Access Point"],
    never: ["Logitech K120 Keyboard", "Typek A4 Paper Ream"],
  },
  { query: "wi fi", finds: ["TP-Link Archer C6 Router"] },
  { query: "WIFI router", finds: ["TP-Link Archer C6 Router"], never: ["Epson EcoTank Printer"] },
  {
    query: "lenvo",
    finds: ["Lenovo ThinkPad E14 Gen 5", "Lenovo IdeaPad Slim 3"],
    never: ["Dell Latitude 3540"],
  },
  {
    query: "epsn",
    finds: ["Epson EcoTank Printer", "Epson 664 Black Ink Bottle"],
    never: ["Canon PIXMA G3420 Printer"],
  },
  { query: "lénovo", finds: ["Lenovo ThinkPad E14 Gen 5"] },
  { query: "scaner", finds: ["Canon CanoScan LiDE 300 Scanner"] },
  { query: "canon prnter", finds: ["Canon PIXMA G3420 Printer"], never: ["Epson EcoTank Printer"] },
  { query: "powerbank", finds: ["Anker PowerCore 10000 Power Bank"] },
  { query: "micro sd", finds: ["SanDisk Ultra 128GB microSD Card"] },
  {
    query: "toner hp",
    finds: ["HP 85A Black Toner", "HP 26A Black Toner"],
    // 'toner' is a word the catalogue has: not a typo of 'tower'.
    never: ["HP Pro Tower 290 G9 Desktop"],
  },
  // Specifications are searched: these words are only there.
  { query: "16gb ram", finds: ["Kingston 16GB DDR4 Laptop RAM"] },
  { query: "usb-c", finds: ["Samsung T7 Portable SSD 1TB"], never: ["Logitech K120 Keyboard"] },
  // A half-typed last word is a prefix; the words before it are whole.
  { query: "logitech wirel", finds: ["Logitech M185 Wireless Mouse"] },
  // A model number takes no typo: 650VA is not 1100VA.
  { query: "1100va ups", finds: ["APC Back-UPS 1100VA"], never: ["Mercury UPS 650VA"] },
  {
    query: "laptop for office",
    finds: ["Dell Laptop Core i5"],
    never: ["Typek A4 Paper Ream"],
  },
];

describe("close matches", () => {
  for (const { query, finds, never = [] } of CLOSE_MATCHES) {
    it(`'${query}' offers ${finds.join(", ")}`, () => {
      const { results, close } = names(query);
      expect(results.length).toBeLessThan(FEW_RESULTS);
      expect(close).toEqual(expect.arrayContaining([...finds]));
      for (const name of never) expect(close).not.toContain(name);
      // Never the same product twice on the page.
      for (const name of results) expect(close).not.toContain(name);
    });
  }

  it("are offered only when the spec's rule finds few", () => {
    expect(names("printer").results.length).toBeGreaterThanOrEqual(FEW_RESULTS);
    expect(names("printer").close).toEqual([]);
    expect(names("").close).toEqual([]);
    expect(names("   ").close).toEqual([]);
    // Few, and nothing else close.
    expect(names("lexar")).toEqual({ results: ["Lexar NS100 SSD 256GB"], close: [] });
  });

  it("stay within the chosen category", () => {
    expect(names("hp laptop", "printing-scanning").close).toEqual([]);
    expect(names("hp laptop", "computers-peripherals").close).toContain("HP ProBook 450 G10");
    expect(names("wifi", "printing-scanning").close).toEqual(
      expect.arrayContaining(["Epson EcoTank Printer"]),
    );
    for (const name of names("wifi", "printing-scanning").close) {
      expect(productRecords.find((p) => p.name === name)?.categorySlug).toBe("printing-scanning");
    }
  });

  it("are at most CLOSE_MATCH_LIMIT, best first", () => {
    const { close } = names("usb");
    expect(close.length).toBeLessThanOrEqual(CLOSE_MATCH_LIMIT);
    expect(names("hp laptop").close[0]).toMatch(/^HP /);
  });

  it("find nothing for words the catalogue does not have", () => {
    expect(names("zzzz-no-such-thing")).toEqual({ results: [], close: [] });
    expect(names("qwertyuiop").close).toEqual([]);
  });

  it("leave the results exactly the spec's rule", () => {
    for (const query of ["hp laptop", "lenvo", "power bank", "dell", "Wi-Fi"]) {
      const spec = productRecords
        .filter((p) => matchesProduct(p, { query, category: "all" }))
        .map((p) => p.name);
      expect(names(query).results.toSorted()).toEqual(spec.toSorted());
    }
  });
});

describe("what counts as a word", () => {
  it("folds case and accents", () => {
    expect(foldText("Café LÉNOVO Ñ")).toBe("cafe lenovo n");
  });

  it("indexes hyphenated words joined and in parts, and neighbours run together", () => {
    expect(indexTerms("Wi\u2011Fi 6E, USB-C")).toEqual([
      "wifi",
      "wi",
      "fi",
      "6e",
      "wifi6e",
      "usbc",
      "usb",
      "c",
      "6eusbc",
    ]);
    expect(indexTerms("Power Bank")).toEqual(["power", "bank", "powerbank"]);
  });

  it("reads a query's words, joining hyphens and leaving out filler", () => {
    expect(queryTerms("A Wi-Fi router for the office")).toEqual(["wifi", "router", "office"]);
    expect(queryTerms("  ")).toEqual([]);
  });
});
