import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Insights, ProductDemand } from "#app/back-office/insights.server.ts";
import { ProductsAskedCard } from "./insights-products.tsx";

// What the owner reads under each product asked about: its views and the
// share asked, or why there is none, and since when views were counted.

const weeks = [{ start: "2026-09-07", count: 3 }];
const products: ProductDemand[] = [
  { name: "HP ProBook 450 G10", count: 3, views: 1_204, rate: 3 / 1_204 },
  { name: "Dell Latitude 3540", count: 2, views: 0, rate: null },
  { name: "A product no longer sold", count: 1, views: null, rate: null },
];

function render(
  topProducts: ProductDemand[],
  viewsSince: string | null,
  unlistedProducts: Insights["unlistedProducts"] = null,
): string {
  const insights = { weeks, topProducts, viewsSince, unlistedProducts } as unknown as Insights;
  return renderToStaticMarkup(<ProductsAskedCard insights={insights} />);
}

describe("the products asked about most", () => {
  it("gives each its views and the share asked, to a tenth of a percent", () => {
    const html = render(products, "2026-09-07");
    expect(html).toContain("1,204 views · 0.2% asked");
    expect(html).toContain("0 views · –");
    expect(html).toContain("Not in the catalogue now");
    expect(html).toContain(
      'aria-label="Products asked about most: HP ProBook 450 G10 3 (1,204 views, 0.2% asked), Dell Latitude 3540 2 (0 views, –), A product no longer sold 1 (Not in the catalogue now)."',
    );
    expect(html).toContain("Asked: inquiries per view.");
    expect(html).not.toContain("Counted since");
  });

  it("says since when views were counted, when not for the whole window", () => {
    expect(render(products, "2026-11-17")).toContain(
      "Counted since 17 Nov; asked: inquiries per view since then.",
    );
  });

  it("shows no views before any are counted", () => {
    const html = render(products, null);
    expect(html).not.toContain("views ·");
    expect(html).toContain("No views of product pages counted in these weeks yet.");
  });

  it("says what it left out: products asked about once, or too close to rank", () => {
    expect(render(products, "2026-09-07", { names: 5, atMost: 1 })).toContain(
      "Also asked about, once each: 5 products.",
    );
    expect(render([], "2026-09-07", { names: 8, atMost: 1 })).toContain(
      "Nothing was asked about more than once in these weeks: 8 products were asked about once each.",
    );
    expect(render([], "2026-09-07", { names: 20, atMost: 2 })).toContain(
      "Too close to rank: 20 products, with 2 inquiries or fewer each.",
    );
    expect(render(products, "2026-09-07", { names: 1, atMost: 3 })).toContain(
      "Not listed: 1 product, with 3 inquiries or fewer each.",
    );
  });

  it("says so when only general inquiries came", () => {
    expect(render([], "2026-09-07")).toContain("Only general inquiries so far.");
  });
});
