// The catalogue's plain data, for tests (catalogue.ts needs Vite's glob).
import { categories } from "../../app/catalogue/categories.ts";
import { productRecords } from "../../app/catalogue/products.ts";
import { business } from "../../app/business/details.ts";

export { business, categories, productRecords as products };

export const phoneDisplay = "+254 712 345 678";

export function product(slug: string) {
  const found = productRecords.find((p) => p.slug === slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
}

/** One of each kind of screen, for checks that hold on every page. */
export const MAIN_SCREENS = [
  "/",
  "/all-products",
  "/about",
  "/contact",
  "/category/services",
  "/product/hp-85a-black-toner",
] as const;
