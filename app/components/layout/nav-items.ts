import { copy } from "#app/business/copy.ts";

// The header's links, in the order a visitor reads them.
export const headerLinks = [
  { to: "/", label: copy.nav.home },
  { to: "/all-products", label: copy.nav.allProducts },
  { to: "/about", label: copy.nav.about },
  { to: "/contact", label: copy.nav.contact },
  { to: "/auth", label: copy.nav.login },
] as const;

export const footerLinks = [
  { to: "/", label: copy.nav.home },
  { to: "/all-products", label: copy.nav.allProducts },
  { to: "/about", label: copy.nav.aboutUs },
  { to: "/contact", label: copy.nav.contact },
  { to: "/privacy", label: copy.privacy.title },
] as const;

export const footerCategorySlugs = [
  "computers-peripherals",
  "storage-memory",
  "accessories-smart-tech",
  "printing-scanning",
] as const;
