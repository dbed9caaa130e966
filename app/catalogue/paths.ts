// The catalogue's addresses, shared by the pages, the sitemap and the
// server's list of pages to render ahead.

export const staticPaths = ["/", "/all-products", "/about", "/contact", "/privacy"] as const;

export const categoryPath = (slug: string) => `/category/${slug}`;
export const productPath = (slug: string) => `/product/${slug}`;
