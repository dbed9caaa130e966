import { addressLine, mapHref } from "#app/business/contact-links.ts";
import { paymentLines } from "#app/business/terms.ts";
import { business } from "./catalogue-data.ts";
import { expect, test } from "./fixtures.ts";

// What Kenyan buyers look for before they call.
const mapLink = (name = "Open in Maps") => ({ name: new RegExp(`^${name}`) });

test("the footer shows the street address with a map link, on every page", async ({ page }) => {
  for (const path of ["/", "/about", "/product/dell-laptop-core-i5"]) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(business.address.street)).toBeVisible();
    const link = footer.getByRole("link", mapLink());
    await expect(link).toHaveAttribute("href", mapHref());
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAccessibleName(`Open in Maps: ${addressLine()} (opens in a new tab)`);
  }
});

test("Contact shows the address, the map link and the terms", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByText(addressLine())).toBeVisible();
  await expect(main.getByRole("link", mapLink())).toHaveAttribute("href", mapHref());
  const terms = main.getByRole("region", { name: "Delivery, warranty and payment" });
  await expect(terms.getByText("Delivery", { exact: true })).toBeVisible();
  await expect(terms.getByText(business.terms.delivery)).toBeVisible();
  await expect(terms.getByText(business.terms.warranty)).toBeVisible();
  for (const way of paymentLines(business.payment))
    await expect(terms.getByText(way)).toBeVisible();
  await expect(terms.getByText(business.terms.registration)).toBeVisible();
});

test("each product's quote box carries delivery, warranty and ways to pay", async ({ page }) => {
  await page.goto("/product/hp-85a-black-toner");
  const quote = page.getByRole("region", { name: /Get a quote/ });
  await expect(quote.getByRole("link", { name: /Email for Quote/ })).toBeVisible();
  await expect(quote.getByText(business.terms.warranty)).toBeVisible();
  await expect(quote.getByText(paymentLines(business.payment)[0] ?? "")).toBeVisible();
});
