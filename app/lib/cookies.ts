/**
 * Whether a cookie header (or document.cookie) has a cookie of this name.
 * Self-contained: inline scripts take it as an argument.
 */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(/;\s*/).some((cookie) => cookie.startsWith(`${name}=`));
}
