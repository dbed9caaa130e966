// Where a sign-in leads. Links in staff e-mails go through the sign-in
// screen with the page they point at (`/auth?next=/staff/inquiries/MW-…`),
// so a phone that is signed out signs in and lands there, while any
// /staff URL still answers 404 to whoever is not staff. Browser-safe.

const BACK_OFFICE = /^\/staff(?:[/?#]|$)/;
const PROBE = "http://next.invalid";

/** The sign-in screen, then `path` (a back-office path). */
export function signInTo(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}

/** A staff e-mail's link to a back-office page: through the sign-in screen. */
export function staffLink(origin: string, path: string): string {
  return new URL(signInTo(path), origin).toString();
}

/**
 * `next` when it is a path of this site's back office, else null: never
 * another site (`//evil.example`, `/\evil`, `https://…`), never a public
 * page dressed up as one.
 */
export function backOfficePath(next: string | null | undefined): string | null {
  if (!next || next.length > 500 || !next.startsWith("/") || /[\\\s]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return BACK_OFFICE.test(path) ? path : null;
}

/** Where someone lands once signed in: staff on the page asked for, or the inbox; customers home. */
export function landingFor(role: string | null | undefined, next: string | null | undefined) {
  if (role === "owner" || role === "staff") return backOfficePath(next) ?? "/staff";
  return "/";
}
