// A page's address has no trailing slash: /about/ answers 301 to /about.
// The target is always a path on this site. A path that starts with two
// slashes (or a backslash, which browsers read as one) would be taken by a
// browser as another host ("//evil.example" is a link to evil.example), so
// leading runs of them collapse to one slash, and "//" leads home.

/** Where a path with a trailing slash belongs; null when it has none to drop. */
export function withoutTrailingSlash(pathname: string, search: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith("/")) return null;
  const path = `/${pathname.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
  return path + search;
}
