import { expect, test } from "./fixtures.ts";
import { business, categories, phoneDisplay, product, products } from "./catalogue-data.ts";
import { SPEC_FEATURED } from "../spec-facts.ts";

const mailto = (subject: string) =>
  `mailto:${business.email}?subject=${encodeURIComponent(subject)}`;

test("home: hero, categories, popular products and the closing call to action", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Your Trusted Partner for Tech, Office & Business Solutions/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Your Trusted Partner for Tech, Office & Business Solutions",
  );
  await expect(main.getByRole("link", { name: "Browse Products" })).toHaveAttribute(
    "href",
    "/all-products",
  );
  await expect(main.getByRole("link", { name: "Email for Quote" })).toHaveAttribute(
    "href",
    mailto("Quote Request"),
  );

  await expect(main.getByRole("heading", { name: "Shop by Category" })).toBeVisible();
  const cards = main.getByRole("list").filter({
    has: page.getByRole("link", { name: /Computers & Peripherals/ }),
  });
  for (const category of categories) {
    const link = cards.getByRole("link", {
      name: new RegExp(`^${escape(category.name)} `),
    });
    await expect(link).toHaveAttribute("href", `/category/${category.slug}`);
    await expect(link).toContainText(category.description);
    await expect(link).toContainText(category.icon);
    const count = products.filter((p) => p.categorySlug === category.slug).length;
    await expect(link).toContainText(`${count} products`);
  }

  const popular = main.getByRole("list", { name: "Popular Products" });
  await expect(popular.getByRole("heading", { level: 3 })).toHaveText([...SPEC_FEATURED]);
  await expect(main.getByRole("link", { name: "View All Products" })).toHaveAttribute(
    "href",
    "/all-products",
  );

  const cta = main.locator("section", {
    has: page.getByRole("heading", { name: "Need a quote or some advice?" }),
  });
  await expect(cta.getByRole("link", { name: `Call ${phoneDisplay}` })).toHaveAttribute(
    "href",
    `tel:${business.phone}`,
  );
  await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("product card: image, name link, description, two specifications, e-mail and call", async ({
  page,
}) => {
  await page.goto("/category/power-backup");
  const ups = product("mercury-ups-650va");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: ups.name }) });
  await expect(card.getByRole("img", { name: `Illustration of ${ups.name}` })).toBeVisible();
  // One link to the product per card (the name, stretched over the card).
  await expect(card.locator(`a[href="/product/${ups.slug}"]`)).toHaveCount(1);
  await expect(card.getByRole("heading", { name: ups.name }).getByRole("link")).toHaveAttribute(
    "href",
    `/product/${ups.slug}`,
  );
  await expect(card).toContainText(ups.description);
  const specs = card.getByRole("list").getByRole("listitem");
  await expect(specs).toHaveText(ups.specifications.slice(0, 2).map(String));
  await expect(card.getByRole("link", { name: "Email for Info" })).toHaveAttribute(
    "href",
    mailto(`Inquiry about ${ups.name}`),
  );
  const call = card.getByRole("link", {
    name: `Call ${phoneDisplay} about ${ups.name}`,
  });
  await expect(call).toHaveAttribute("href", `tel:${business.phone}`);
  await expect(call).toHaveText(phoneDisplay);
  const whatsapp = card.getByRole("link", {
    name: `Chat about ${ups.name} on WhatsApp (opens in a new tab)`,
  });
  const chat = new URL((await whatsapp.getAttribute("href")) ?? "");
  expect(chat.origin + chat.pathname).toBe("https://wa.me/254712345678");
  expect(chat.searchParams.get("text")).toContain(ups.name);
});

test("category: icon, name, description, count and its products", async ({ page }) => {
  for (const category of categories) {
    const inCategory = products.filter((p) => p.categorySlug === category.slug);
    const response = await page.goto(`/category/${category.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    const main = page.getByRole("main");
    await expect(main).toContainText(category.description);
    await expect(main).toContainText(category.icon);
    await expect(
      main.getByText(`${inCategory.length} Products Available`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      main.getByRole("list", { name: category.name }).getByRole("heading", { level: 3 }),
    ).toHaveText(inCategory.map((p) => p.name));
  }
});

test("product: picture, badge, description, key features, quote box and contact block", async ({
  page,
}) => {
  const item = product("epson-ecotank-printer");
  await page.goto(`/product/${item.slug}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(item.name);
  const picture = main.getByRole("img", {
    name: `Illustration of ${item.name}`,
  });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("width", "400");
  await expect(picture).toHaveAttribute("height", "300");
  await expect(main.getByRole("link", { name: /Printing & Scanning/ }).first()).toHaveAttribute(
    "href",
    "/category/printing-scanning",
  );
  await expect(main).toContainText(item.description);
  await expect(main.getByRole("heading", { name: "Key Features" })).toBeVisible();
  const features = main.locator("h2:has-text('Key Features') + ul > li");
  await expect(features).toHaveText(item.specifications.map(String));

  const quote = main.getByRole("region", { name: /Get a quote/ });
  await expect(quote.getByRole("link", { name: "Email for Quote" })).toHaveAttribute(
    "href",
    mailto(`Quote Request for ${item.name}`),
  );
  await expect(quote.getByRole("link", { name: `Call Now: ${phoneDisplay}` })).toHaveAttribute(
    "href",
    `tel:${business.phone}`,
  );
  const whatsapp = quote.getByRole("link", { name: /WhatsApp/ });
  const text = new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text");
  expect(text).toContain(item.name);

  const contact = main.getByRole("region", { name: "Talk to us" });
  await expect(contact.getByRole("link", { name: phoneDisplay })).toHaveAttribute(
    "href",
    `tel:${business.phone}`,
  );
  await expect(contact.getByRole("link", { name: business.email })).toHaveAttribute(
    "href",
    `mailto:${business.email}`,
  );
  await expect(contact).toContainText("Nairobi, Kenya");
});

test("every product page answers 200 with its name", async ({ request }) => {
  for (const item of products) {
    const response = await request.get(`/product/${item.slug}`);
    expect(response.status(), item.slug).toBe(200);
    expect(await response.text()).toContain(`>${item.name.replace(/&/g, "&amp;")}</h1>`);
  }
});

test("about: sections, leadership and call", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  for (const heading of [
    "Who we are",
    "Our mission",
    "Our values",
    "What we offer",
    "Leadership",
  ]) {
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(main).toContainText(
    "simplify your tech, office and service needs through one reliable source",
  );
  for (const value of ["Quality", "Support", "Affordability"]) {
    await expect(main.getByRole("heading", { name: value, exact: true })).toBeVisible();
  }
  for (const service of [
    "Rental services",
    "Hardware upgrades",
    "OS and software installation",
    "Diagnosis and repair",
    "On-site and remote support",
    "Data backup and recovery",
    "Consultation",
  ]) {
    await expect(main.getByRole("heading", { name: service, exact: true })).toBeVisible();
  }
  await expect(main.getByText(business.director)).toBeVisible();
  await expect(main.getByText("Director & Founder")).toBeVisible();
  await expect(main.getByRole("link", { name: `Call Now: ${phoneDisplay}` })).toHaveAttribute(
    "href",
    `tel:${business.phone}`,
  );
});

test("contact: details, hours, webmail, call and what to expect", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: phoneDisplay }).first()).toHaveAttribute(
    "href",
    `tel:${business.phone}`,
  );
  await expect(main.getByRole("link", { name: business.email })).toHaveAttribute(
    "href",
    `mailto:${business.email}`,
  );
  await expect(main).toContainText("We respond within 24 hours");
  await expect(main).toContainText("Serving Nairobi and surrounding areas");
  const hours = main.getByRole("region", { name: "Business hours" });
  await expect(hours.locator("dt")).toHaveText(["Monday-Friday", "Saturday", "Sunday"]);
  await expect(hours.locator("dd")).toHaveText([
    "8:00 AM - 6:00 PM",
    "9:00 AM - 4:00 PM",
    "Closed",
  ]);

  const emailUs = main.getByRole("link", {
    name: "Email Us (opens a new window)",
  });
  await expect(emailUs).toHaveText("Email Us");
  await expect(emailUs).toHaveAttribute("target", "_blank");
  const compose = new URL((await emailUs.getAttribute("href")) ?? "");
  expect(compose.searchParams.get("su")).toBe("General Inquiry");
  expect(compose.searchParams.get("to")).toBe(business.email);
  await expect(main.getByRole("link", { name: `Call ${phoneDisplay}` })).toHaveAttribute(
    "href",
    `tel:${business.phone}`,
  );

  const expectList = main.getByRole("region", { name: "What to expect" }).getByRole("listitem");
  await expect(expectList).toHaveText([
    /consultation within 24 hours/i,
    /product recommendations/i,
    /competitive quotes/i,
    /installation and support options/i,
  ]);
  await expect(main.getByText(business.director)).toBeVisible();
  await expect(main.locator("form")).toHaveCount(0);
});

test.describe("not found", () => {
  test.use({ allowConsoleErrors: true });

  test("an unknown route answers 404 and logs the attempted path", async ({
    page,
    consoleErrors,
  }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    const main = page.getByRole("main");
    await expect(main.getByText("404", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await main.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(logged.some((text) => text.includes("/no/such/page"))).toBe(true);
    // The only console error is the browser's own note of the 404 response.
    expect(consoleErrors.every((text) => text.includes("404"))).toBe(true);
  });

  test("a 404 offers a way on: a search and every department", async ({ page }) => {
    await page.goto("/no/such/page");
    const main = page.getByRole("main");
    const links = main.getByRole("list").getByRole("link");
    await expect(links).toHaveCount(categories.length);
    for (const category of categories) {
      await expect(main.getByRole("link", { name: category.name })).toHaveAttribute(
        "href",
        `/category/${category.slug}`,
      );
    }
    const search = main.getByRole("search");
    await search.getByRole("searchbox", { name: "Search products" }).fill("toner");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/all-products\?q=toner$/);
  });

  test("an unknown category answers 404 with its message", async ({ page }) => {
    const response = await page.goto("/category/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Category Not Found");
    await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible();
  });

  test("an unknown product answers 404 with its message", async ({ page }) => {
    const response = await page.goto("/product/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
  });
});
