import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { productRecords } from "#app/catalogue/products.ts";
import { CATEGORY_SLUGS } from "#app/catalogue/types.ts";
import { drawIllustration, illustrationTraits } from "./illustrations.ts";

const traits = illustrationTraits(productRecords);
const base = (kind: string) =>
  readFileSync(new URL(`../app/assets/illustrations/${kind}.svg`, import.meta.url), "utf8");
const drawings = new Map(
  productRecords.map((record) => [
    record.slug,
    drawIllustration(base(record.illustration), traits.get(record.slug) ?? ({} as never)),
  ]),
);
const traitsOf = (slug: string) => traits.get(slug);

describe("product illustrations", () => {
  it.each(CATEGORY_SLUGS)("no two products in %s share a picture", (category) => {
    const inCategory = productRecords.filter((r) => r.categorySlug === category);
    const pictures = new Set(inCategory.map((r) => drawings.get(r.slug)));
    expect(pictures.size).toBe(inCategory.length);
  });

  it("gives the products of one kind in a category different colours", () => {
    const laptops = productRecords.filter((r) => r.illustration === "laptop");
    expect(laptops.length).toBeGreaterThan(4);
    const colours = new Set(laptops.map((r) => traitsOf(r.slug)?.palette.main));
    expect(colours.size).toBe(laptops.length);
  });

  it("marks the brand's initial and a detail read off the record", () => {
    expect(traitsOf("dell-laptop-core-i5")).toMatchObject({ mark: "D", detail: "14″" });
    expect(traitsOf("hp-probook-450-g10")).toMatchObject({ mark: "HP", detail: "15.6″" });
    expect(traitsOf("sandisk-ultra-64gb-flash-drive")).toMatchObject({ mark: "S", detail: "64GB" });
    expect(traitsOf("apc-back-ups-1100va")).toMatchObject({ mark: "APC", detail: "1100VA" });
    expect(traitsOf("tp-link-tl-sg1008d-switch")?.detail).toBe("8-port");
    expect(traitsOf("canon-pixma-g3420-printer")?.detail).toBe("G3420");
    // Services and unbranded goods carry no brand.
    expect(traitsOf("on-site-and-remote-support")?.mark).toBeUndefined();
    expect(traitsOf("wireless-bluetooth-headphones")?.mark).toBeUndefined();
    expect(drawings.get("hp-probook-450-g10")).toContain(">HP</text>");
  });

  it("draws each one as a small, valid 400x300 SVG whose tint fills a box of any shape", async () => {
    for (const [slug, svg] of drawings) {
      expect(Buffer.byteLength(svg), slug).toBeLessThan(4_000);
      expect(svg).toContain('<rect x="-800" y="-600" width="2000" height="1500"');
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.format, meta.width, meta.height], slug).toEqual(["svg", 400, 300]);
    }
  });
});
