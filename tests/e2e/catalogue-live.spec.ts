// The catalogue from the database, live on the site (ADR 0024): an owner's
// edit in the back office shows on the product's page without JavaScript,
// on its category's card and in search; a new product raises the counts; a
// photo is served as AVIF and WebP of at most 60 KB; a renamed slug answers
// 301 and an archived product 410, out of the sitemap; the private list
// price is in no public response; a CSV file goes out and comes back in.
// Every change here is public, so these tests run on a server of their own.

import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { SPEC_CATEGORIES } from "#tests/spec-facts.ts";
import { expect, test } from "./fixtures.ts";
import { type OwnServer, ownServer } from "./own-server.ts";
import { signedInStaff } from "./staff.ts";
import { phonePhoto } from "../../tools/stand-in-photo.ts";

const PORT = 4351;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let own: OwnServer;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });
test.beforeAll(async () => {
  own = await ownServer(PORT, "catalogue-live");
});
test.afterAll(async () => {
  await own.stop();
});

async function openEditor(page: Page, id: string) {
  await page.goto(`/staff/catalogue/${id}`);
  await expect(page.locator("main[data-hydrated]")).toHaveCount(1);
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
}

/** A page as a visitor without JavaScript gets it. */
async function plainPage(page: Page, path: string): Promise<Page> {
  const context = await page.context().browser()?.newContext({
    baseURL: ORIGIN,
    javaScriptEnabled: false,
  });
  if (!context) throw new Error("no browser");
  const plain = await context.newPage();
  await plain.goto(path);
  return plain;
}

test("an owner's new description shows on the product's page without script, on its category's card and in search", async ({
  page,
}) => {
  await signedInStaff(page, "owner", undefined, own.env);
  await openEditor(page, "2");
  const text =
    "A solid 15.6-inch business laptop, quokka-tested for the daily commute and the spreadsheets of a busy office.";
  await page.getByLabel("Description", { exact: true }).fill(text);
  await save(page);

  // Its own page is rendered before the save is answered; the others follow.
  const product = await plainPage(page, "/product/hp-probook-450-g10");
  await expect(product.getByRole("main").getByText(text)).toBeVisible();
  await expect
    .poll(async () => (await page.request.get("/category/computers-peripherals")).text())
    .toContain("quokka-tested");
  await product.goto("/category/computers-peripherals");
  await expect(
    product.getByRole("listitem").filter({ hasText: "HP ProBook 450 G10" }).first(),
  ).toContainText("quokka-tested");
  await product.goto("/all-products?q=quokka");
  await expect(product.getByText("Showing 1 of 71 products", { exact: true })).toBeVisible();
  await expect(product.getByRole("heading", { name: "HP ProBook 450 G10" })).toBeVisible();
  await product.context().close();
});

test("a new product raises its category's count and All Products' total", async ({ page }) => {
  const services = SPEC_CATEGORIES.find(([, slug]) => slug === "services");
  const before = services?.[2] ?? 0;
  await signedInStaff(page, "owner", undefined, own.env);
  await page.goto("/staff/catalogue/new");
  await expect(page.locator("main[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Name", { exact: true }).fill("Office Wi-Fi Survey");
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "🛠️ Services" });
  await page
    .getByLabel("Description", { exact: true })
    .fill("We walk your office with a meter and tell you where the access points should go.");
  for (const [n, line] of [
    "Signal map of every room",
    "Report within 2 days",
    "Nairobi offices",
  ].entries()) {
    await page.getByLabel(`Specification ${n + 1}`, { exact: true }).fill(line);
  }
  await page.getByRole("radio", { name: /Published/ }).check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product created.")).toBeVisible();

  // The new product's page is served at once; its category's and All
  // Products' follow within moments.
  await expect
    .poll(async () => (await page.request.get("/category/services")).text())
    .toContain(`${before + 1} Products Available`);
  await expect
    .poll(async () => (await page.request.get("/all-products")).text())
    .toContain("Showing 72 of 72 products");
  await page.goto("/category/services");
  await expect(page.getByText(`${before + 1} Products Available`)).toBeVisible();
  // All Products holds every card, the new one among them.
  await page.goto("/all-products");
  await expect(page.getByText("Showing 72 of 72 products", { exact: true })).toBeVisible();
  const cards = page.getByRole("list", { name: "Products" }).getByRole("heading", { level: 3 });
  await expect(cards).toHaveCount(72);
  await expect(cards.filter({ hasText: "Office Wi-Fi Survey" })).toHaveCount(1);
  await page.goto("/product/office-wi-fi-survey");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Office Wi-Fi Survey");
});

test("a photo uploaded from the editor is served as AVIF and WebP, each at most 60 KB", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A phone's 12-megapixel photo (4.5 MB of sensor-like grain), sideways as
  // cameras store them, through the hydrated form (its post goes to photos.data).
  const file = join(tmpdir(), `e2e-photo-${Date.now()}.jpg`);
  await writeFile(file, await phonePhoto());
  await signedInStaff(page, "owner", undefined, own.env);
  await openEditor(page, "4");
  await page.getByLabel("Photo", { exact: true }).setInputFiles(file);
  await page.getByLabel("What it shows (alt text)").fill("The laptop open on a desk");
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("img", { name: "The laptop open on a desk" })).toBeVisible({
    timeout: 60_000,
  });
  // The upload form is empty again, ready for the next photo.
  await expect(page.getByLabel("What it shows (alt text)")).toHaveValue("");

  const slug = await page.getByLabel("Slug", { exact: true }).inputValue();
  const html = await (await page.request.get(`/product/${slug}`)).text();
  // The product's own picture comes first; related products' follow.
  const sources = [
    ...html.matchAll(/<source type="(image\/(?:avif|webp))" srcSet="([^"]+)"/g),
  ].slice(0, 2);
  expect(sources.map(([, type]) => type)).toEqual(["image/avif", "image/webp"]);
  for (const [, , srcset] of sources) expect(srcset).toMatch(/^\/photos\//);
  for (const [, type, srcset] of sources) {
    for (const candidate of (srcset ?? "").split(", ")) {
      const [url] = candidate.split(" ");
      const variant = await page.request.get(url ?? "");
      expect(variant.status()).toBe(200);
      expect(variant.headers()["content-type"]).toBe(type);
      expect(variant.headers()["cache-control"]).toContain("immutable");
      expect((await variant.body()).byteLength).toBeLessThanOrEqual(60_000);
    }
  }
  expect(html).toContain('alt="The laptop open on a desk"');
});

test("a renamed product's old address answers 301; archived, it answers 410 and leaves the sitemap", async ({
  page,
}) => {
  await signedInStaff(page, "owner", undefined, own.env);
  await openEditor(page, "5");
  const slug = page.getByLabel("Slug", { exact: true });
  const old = await slug.inputValue();
  await slug.fill(`${old}-2026`);
  await save(page);

  const moved = await page.request.get(`/product/${old}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/product/${old}-2026`);

  await page.getByRole("button", { name: "Archive" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /Archive/ })
    .click();
  await expect(page.getByText("Archived: it is off the site.")).toBeVisible();

  for (const path of [`/product/${old}-2026`, `/product/${old}`]) {
    const gone = await page.request.get(path, { maxRedirects: 0 });
    expect(gone.status()).toBe(410);
  }
  const visitor = await plainPage(page, `/product/${old}-2026`);
  await expect(visitor.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  await expect(visitor.getByText("The product you're looking for doesn't exist.")).toBeVisible();
  await expect(
    visitor.getByRole("link", { name: "Browse Computers & Peripherals" }),
  ).toHaveAttribute("href", "/category/computers-peripherals");
  await visitor.context().close();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(`/product/${old}`);
  expect(sitemap).toContain("/product/hp-probook-450-g10");
});

test("the private list price is in no public page, its data, the sitemap, the JSON-LD or the search data", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInStaff(page, "owner", undefined, own.env);
  await openEditor(page, "1");
  await page.getByLabel("List price (KES, private)").fill("9,876,543.21");
  await save(page);
  await openEditor(page, "1");
  await expect(page.getByLabel("List price (KES, private)")).toHaveValue(/9,?876,?543\.21/);

  const sentinels = [/987654321/, /9,?876,?543/];
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    ([, p]) => p ?? "/",
  );
  expect(paths).toContain("/product/dell-laptop-core-i5");
  const bodies: [string, string][] = [["/sitemap.xml", sitemap]];
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    bodies.push([path, html]);
    // The route's data, as a client-side navigation would ask for it.
    const data = path === "/" ? "/_root.data" : `${path}.data`;
    bodies.push([data, await (await page.request.get(data)).text()]);
  }
  const allProducts = bodies.find(([path]) => path === "/all-products")?.[1] ?? "";
  const searchData = /\/all-products\/search-[\w-]+\.json/.exec(allProducts)?.[0];
  expect(searchData).toBeTruthy();
  bodies.push([searchData ?? "", await (await page.request.get(searchData ?? "")).text()]);
  const product = bodies.find(([path]) => path === "/product/dell-laptop-core-i5")?.[1] ?? "";
  expect(product).toContain('"@type":"Product"');
  for (const [path, body] of bodies) {
    for (const sentinel of sentinels) expect(body, path).not.toMatch(sentinel);
  }
});

test("the catalogue goes out as CSV and comes back in, previewed first", async ({ page }) => {
  await signedInStaff(page, "owner", undefined, own.env);
  await page.goto("/staff/catalogue/import");
  await expect(page.locator("main[data-hydrated]")).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the catalogue (CSV)" }).click();
  const exported = await readFile((await (await download).path()) ?? "", "utf8");
  expect(exported.split("\r\n")[0]).toContain("id,slug,name,category,description");
  const edited = exported.replace(
    "giving you time to save your work and shut down safely.",
    "giving you time to save your work and shut down safely, now with a cold-start button.",
  );
  expect(edited).not.toBe(exported);

  await page.getByLabel("A CSV file to import").setInputFiles({
    name: "catalogue.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(edited),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("This file would change 1 product")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "cold-start button" })).toBeVisible();
  await page.getByRole("button", { name: "Apply 1 change" }).click();
  await expect(page.getByText(/Imported: 0 new, 1 changed/)).toBeVisible();

  const html = await (await page.request.get("/product/mercury-ups-650va")).text();
  expect(html).toContain("now with a cold-start button");
});

test("a CSV file of 1.5 MB (thousands of new products) is checked through the hydrated form", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signedInStaff(page, "owner", undefined, own.env);
  await page.goto("/staff/catalogue/import");
  await expect(page.locator("main[data-hydrated]")).toHaveCount(1);
  // About 400 bytes a line, as a product described at a real length is.
  const description =
    "A stand-in product of the import test, described at the length a real one is. ".repeat(4);
  const lines = ["name,category,description,spec_1,spec_2,spec_3"];
  let size = 0;
  for (let n = 1; size < 1.5 * 1024 * 1024; n++) {
    const line = `Import Test Item ${n},services,"${description}${n}.",Size ${n} mm,Weight ${n} g,Colour grey ${n}`;
    lines.push(line);
    size += line.length + 1;
  }
  const csv = Buffer.from(lines.join("\n"));
  expect(csv.byteLength).toBeGreaterThan(1.5 * 1024 * 1024);
  expect(lines.length).toBeGreaterThan(3000);
  // A file over the import's 3 MB is said beside the field as it is chosen, and not sent.
  await page.getByLabel("A CSV file to import").setInputFiles({
    name: "too-many.csv",
    mimeType: "text/csv",
    buffer: Buffer.concat([csv, csv, csv]),
  });
  await expect(page.getByLabel("A CSV file to import")).toHaveAccessibleDescription(
    /an import may be at most 3 MB/,
  );
  await expect(page.getByRole("button", { name: "Check the file" })).toBeDisabled();
  await page.getByLabel("A CSV file to import").setInputFiles({
    name: "many.csv",
    mimeType: "text/csv",
    buffer: csv,
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText(`This file would change ${lines.length - 1} products`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByRole("button", { name: `Apply ${lines.length - 1} changes` }),
  ).toBeVisible();
});
