import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedCatalogue, seedPictures } from "./seed-catalogue.ts";
import { allProductsPaths } from "./paths.ts";
import { SPEC_CATEGORIES, SPEC_FEATURED } from "#tests/spec-facts.ts";
import { ILLUSTRATION_KINDS } from "./types.ts";

const {
  categories,
  featured: featuredProducts,
  getCategory,
  getProduct,
  products,
  productsIn,
} = seedCatalogue;

describe("the seed catalogue", () => {
  it("has the spec's nine categories, in order, with their counts", () => {
    expect(categories.map((c) => [c.name, c.slug, productsIn(c.slug).length])).toEqual(
      SPEC_CATEGORIES.map((c) => [...c]),
    );
  });

  it("gives every category an emoji icon and a description", () => {
    for (const category of categories) {
      expect(category.icon).toMatch(/\p{Extended_Pictographic}/u);
      expect(category.description.length).toBeGreaterThan(20);
    }
  });

  it("has 71 products with ids '1' to '71' in order", () => {
    expect(products).toHaveLength(71);
    expect(products.map((p) => p.id)).toEqual(Array.from({ length: 71 }, (_, i) => String(i + 1)));
  });

  it("has unique, URL-safe slugs and unique names", () => {
    const slugs = products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  });

  it("gives each product 3 to 6 non-empty specifications and a description", () => {
    for (const product of products) {
      expect(product.specifications.length, product.name).toBeGreaterThanOrEqual(3);
      expect(product.specifications.length, product.name).toBeLessThanOrEqual(6);
      for (const spec of product.specifications) expect(spec.trim()).not.toBe("");
      expect(product.description.length, product.name).toBeGreaterThan(40);
    }
  });

  it("features exactly the spec's eleven products", () => {
    expect(featuredProducts.map((p) => p.name).sort()).toEqual([...SPEC_FEATURED].sort());
    expect(products.filter((p) => p.featured !== undefined && p.featured !== true)).toEqual([]);
  });

  it("joins each product to its category name and a picture with alt text", () => {
    for (const product of products) {
      expect(product.category).toBe(getCategory(product.categorySlug)?.name);
      // A file URL, never an inlined data: URI that would bloat every page.
      expect(product.image).toMatch(/^\//);
      expect(new URL(product.image, "http://site").pathname).toMatch(
        /\.(svg|jpe?g|png|webp|avif)$/,
      );
      expect(product.imageAlt).toContain(product.name);
    }
  });

  it("shows a photo from content/products as AVIF and WebP, and otherwise an illustration", () => {
    const photographed = new Set(
      readdirSync(new URL("../../content/products/", import.meta.url))
        .filter((f) => /\.(jpe?g|png|webp|avif)$/.test(f))
        .map((f) => f.replace(/\.\w+$/, "")),
    );
    expect(photographed.size).toBeGreaterThan(0);
    for (const product of products) {
      const { pathname } = new URL(product.image, "http://site");
      if (photographed.has(product.slug)) {
        expect(product.imageAlt).toBe(product.name);
        expect(product.imageSources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
        expect(pathname).toMatch(new RegExp(`/${product.slug}-\\d+\\.webp$`));
      } else {
        expect(product.imageAlt).toBe(`Illustration of ${product.name}`);
        expect(product.imageSources).toEqual([]);
        expect(pathname).toMatch(new RegExp(`^/pictures/${product.slug}-[\\w-]{10}\\.svg$`));
        const name = pathname.slice("/pictures/".length);
        expect(seedPictures.illustration(name)).toMatch(/^<svg[\s\S]*<\/svg>\n$/);
      }
    }
  });

  it("has an illustration drawn for every kind", () => {
    const drawn = readdirSync(new URL("../assets/illustrations/", import.meta.url)).map((f) =>
      f.replace(/\.svg$/, ""),
    );
    expect(drawn.sort()).toEqual([...ILLUSTRATION_KINDS].sort());
  });

  it("looks products and categories up by slug, and misses unknown ones", () => {
    expect(getProduct("dell-laptop-core-i5")?.name).toBe("Dell Laptop Core i5");
    expect(getProduct("no-such-product")).toBeUndefined();
    expect(getCategory("services")?.name).toBe("Services");
    expect(getCategory("toString")).toBeUndefined();
  });

  it("lists every page for the sitemap: 5 static, 9 categories, 71 products", () => {
    const paths = seedCatalogue.paths();
    expect(paths).toHaveLength(5 + 9 + 71);
    expect(paths.filter((path) => path.includes("?"))).toEqual([]);
    expect(paths).toContain("/privacy");
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/category/storage-memory");
    expect(paths).toContain("/product/mercury-ups-650va");
  });

  it("renders ahead All Products as one page: every one of the 71 cards is on it", () => {
    const paths = seedCatalogue.pagePaths();
    expect(paths).toEqual(seedCatalogue.paths());
    expect(paths.filter((path) => path.startsWith("/all-products"))).toEqual(["/all-products"]);
  });

  it("renders ahead a longer list's pages of 100 and the page of every card", () => {
    expect(allProductsPaths(100)).toEqual(["/all-products"]);
    expect(allProductsPaths(1000)).toEqual([
      "/all-products",
      ...Array.from({ length: 9 }, (_, i) => `/all-products?page=${i + 2}`),
      "/all-products?show=all",
    ]);
  });
});
