import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { categories, products } from "./catalogue-data.ts";

const pages = [
  "/",
  "/all-products",
  "/about",
  "/contact",
  "/privacy",
  ...categories.map((c) => `/category/${c.slug}`),
  ...products.map((p) => `/product/${p.slug}`),
];

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1] ?? "{}") as { "@type": string })["@type"],
  );
}

test("every page has its own title, description, canonical URL and Open Graph tags", async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of [
    ...pages.slice(0, 8),
    "/product/hp-85a-black-toner",
    "/product/casio-mj-12d-calculator",
  ]) {
    await page.goto(path);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(title.length, path).toBeGreaterThan(10);
    expect(description?.length ?? 0, path).toBeGreaterThan(50);
    titles.add(title);
    descriptions.add(description ?? "");
    const canonical = `${baseURL}${path === "/" ? "/" : path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      description ?? "",
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
      "content",
      /^(website|product)$/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/og-image.png`,
    );
  }
  expect(titles.size).toBe(10);
  expect(descriptions.size).toBe(10);
});

test("the shared-link picture is a 1200×630 PNG", async ({ request }) => {
  const response = await request.get("/og-image.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  // The IHDR chunk: width and height, big-endian, after the 8-byte signature.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("JSON-LD: LocalBusiness on home and contact, Product and breadcrumbs on products, breadcrumbs on categories", async ({
  request,
}) => {
  for (const path of ["/", "/contact"]) {
    const html = await (await request.get(path)).text();
    expect(jsonLdTypes(html)).toContain("LocalBusiness");
    const business = JSON.parse(
      /"@type":"LocalBusiness".*?(?=<\/script>)/.exec(html)?.[0].replace(/^/, "{") ?? "{}",
    );
    expect(business.telephone).toMatch(/^\+254/);
    expect(business.address.addressLocality).toBe("Nairobi");
    expect(business.openingHoursSpecification).toHaveLength(2);
  }
  const productHtml = await (await request.get("/product/mercury-ups-650va")).text();
  expect(jsonLdTypes(productHtml).sort()).toEqual(["BreadcrumbList", "Product"]);
  expect(productHtml).not.toContain('"offers"');
  expect(productHtml).toContain(`"item":"${baseURL}/category/power-backup"`);
  const categoryHtml = await (await request.get("/category/services")).text();
  expect(jsonLdTypes(categoryHtml)).toEqual(["BreadcrumbList"]);
});

test("the sitemap lists every page, and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await sitemap.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(pages.map((p) => `${baseURL}${p}`).sort());
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toMatch(/User-agent: \*\nAllow: \//);
});

test("not-found pages are kept out of the index", async ({ request }) => {
  for (const path of ["/nope", "/product/nope", "/category/nope"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
  }
});
