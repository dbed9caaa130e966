import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("all-products", "routes/all-products.tsx"),
  route("category/:categorySlug", "routes/category.tsx"),
  route("product/:productSlug", "routes/product.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("inquiry", "routes/inquiry.tsx"),
  route("inquiry/sent", "routes/inquiry-sent.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/forgot", "routes/auth-forgot.tsx"),
  route("auth/reset", "routes/auth-reset.tsx"),
  route("account/inquiries", "routes/account-inquiries.tsx"),
  // A customer's quote, by the link e-mailed to them: no account.
  route("quotes/:token", "routes/quote.tsx"),
  route("quotes/:token/pdf", "routes/quote-pdf.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The back office (ADR 0015): staff only, everyone else gets the 404.
  route("staff", "routes/staff/layout.tsx", [
    index("routes/staff/inbox.tsx"),
    route("team", "routes/staff/team.tsx"),
    route("insights", "routes/staff/insights.tsx"),
    route("export.csv", "routes/staff/export-csv.ts"),
    route("inquiries/:reference", "routes/staff/inquiry.tsx"),
    route("quotes", "routes/staff/quotes.tsx"),
    route("quotes/export.csv", "routes/staff/quotes-csv.ts"),
    route("quotes/:number", "routes/staff/quote.tsx"),
    route("catalogue", "routes/staff/catalogue.tsx"),
    route("catalogue/new", "routes/staff/catalogue-new.tsx"),
    route("catalogue/categories", "routes/staff/catalogue-categories.tsx"),
    route("catalogue/import", "routes/staff/catalogue-import.tsx"),
    route("catalogue/export.csv", "routes/staff/catalogue-csv.ts"),
    route("catalogue/:id", "routes/staff/catalogue-product.tsx"),
    route("catalogue/:id/history", "routes/staff/catalogue-history.tsx"),
    route("catalogue/:id/photos", "routes/staff/catalogue-photos.tsx"),
    route("inquiries/:reference/customer-data.json", "routes/staff/customer-data.ts"),
  ]),
  route("*", "routes/not-found.tsx"),
  // Match no URL: they register the islands, so the build hashes them and
  // the manifest knows where they are (app/enhance/island-url.tsx).
  layout("inquiries/inquiry-dialog.island.tsx", []),
  layout("components/ui/toasts.island.tsx", []),
  layout("catalogue/live-search.island.ts", []),
  layout("accounts/auth-screen.island.tsx", []),
] satisfies RouteConfig;
