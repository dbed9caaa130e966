import { Link } from "react-router";
import { business } from "#app/business/details.ts";
import { categoryPath } from "#app/catalogue/paths.ts";
import { AddressWithMap } from "#app/components/business-terms.tsx";
import { ContactList } from "#app/components/contact-actions.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Logo } from "./logo.tsx";
import { footerCategorySlugs, footerLinks } from "./nav-items.ts";
import { useCategories } from "./use-categories.ts";

// At least 24 px tall, so neighbouring links in the phone's two columns stay easy to tap.
const linkClass = "inline-flex min-h-7 items-center rounded text-slate-300 hover:text-white";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const categories = useCategories();
  // The spec's four category links, each under its current name.
  const footerCategories = footerCategorySlugs.flatMap(
    (slug) => categories.find((c) => c.slug === slug) ?? [],
  );
  return (
    <footer className="mt-auto bg-slate-900 text-sm text-slate-300">
      {/* Two columns of links on a phone: a short walk to the bottom. */}
      <Container className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:gap-10 sm:py-12 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 max-w-xs leading-relaxed">{business.tagline}.</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 font-semibold text-white">
            Quick Links
          </h2>
          <ul className="space-y-1">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="mb-3 font-semibold text-white">
            Categories
          </h2>
          <ul className="space-y-1">
            {footerCategories.map((category) => (
              <li key={category.slug}>
                <Link to={categoryPath(category.slug)} className={linkClass}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="col-span-2 sm:col-span-1">
          <h2 className="mb-3 font-semibold text-white">Get in Touch</h2>
          <ContactList tone="light" className="flex flex-col gap-2.5" />
          <div className="mt-3">
            <AddressWithMap tone="light" />
          </div>
        </div>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-5 text-center text-xs text-slate-400">
          © {year} {business.name}. Director: {business.director}. All rights reserved.
        </Container>
      </div>
    </footer>
  );
}
