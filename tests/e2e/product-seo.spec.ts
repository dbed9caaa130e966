// The product's SEO title and description, as the owner sets them in the
// editor, are what its page's head says to search engines; emptied, the
// page says its own again. The page is rendered ahead, so this also shows
// the rendered page follows the save. A server of its own: the change is public.

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { type OwnServer, ownServer } from "./own-server.ts";
import { signedInStaff } from "./staff.ts";

const PORT = Number(process.env.E2E_PORT ?? 4317) + 61;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGE = "/product/hp-probook-450-g10";
let own: OwnServer;

test.use({ baseURL: ORIGIN });
test.beforeAll(async () => {
  own = await ownServer(PORT, "product-seo");
});
test.afterAll(async () => {
  await own.stop();
});

/** The head of the page as served (no script runs on it). */
async function headOf(page: Page) {
  const html = await (await page.request.get(PAGE)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const attribute = (pattern: RegExp) => pattern.exec(head)?.[1] ?? null;
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
  };
}

async function saveSeo(page: Page, title: string, description: string) {
  await page.goto("/staff/catalogue/2");
  await expect(page.locator("main[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("SEO title", { exact: true }).fill(title);
  await page.getByLabel("SEO description", { exact: true }).fill(description);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
}

test("the page's title and description are the product's SEO fields when set, its own otherwise", async ({
  page,
}) => {
  // Signing in and two saves in the hydrated editor.
  test.setTimeout(120_000);
  const ownTitle = "HP ProBook 450 G10 (Computers &amp; Peripherals) | Mwangaza Tech";
  expect((await headOf(page)).title).toBe(ownTitle);
  const before = (await headOf(page)).description;
  expect(before).toContain("15.6-inch business laptop");

  await signedInStaff(page, "owner", undefined, own.env);
  const title = "HP ProBook 450 G10 laptop in Nairobi";
  const description = "The HP ProBook 450 G10 for offices in Nairobi: quotes within a day.";
  await saveSeo(page, title, description);
  await expect
    .poll(async () => headOf(page))
    .toEqual({
      title: `${title} | Mwangaza Tech`,
      description,
      ogTitle: `${title} | Mwangaza Tech`,
    });

  // Emptied, the page's own come back.
  await saveSeo(page, "", "");
  await expect
    .poll(async () => headOf(page))
    .toEqual({ title: ownTitle, description: before, ogTitle: ownTitle });
});
