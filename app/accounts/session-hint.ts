// The session cookie is httpOnly: no script can read it. Beside it the server
// sets this one, which says only that a session may exist, so a page asks
// the server who is signed in only when there may be someone (ADR 0008).

export const SESSION_HINT_COOKIE = "signed_in";

/** Where a page leaves a notice for the next one to show ('Welcome back!'). */
export const FLASH_KEY = "storefront:flash";
