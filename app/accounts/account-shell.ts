import type { Notice } from "./notice.ts";

/**
 * On every page: shows a notice the page before left (the login's 'Welcome
 * back!'), and, when the session hint says someone may be signed in, asks
 * the server who and puts their account and 'Sign out' in the header in
 * place of 'Login'. Pre-rendered pages stay the same for everyone; only a
 * signed-in visitor pays for the one request.
 *
 * Serialised into the page by <InlineScript>: self-contained by design.
 */
export function enhanceAccountShell(
  hintCookie: string,
  flashKey: string,
  toastsUrl: string,
  hasCookie: (cookies: string, name: string) => boolean,
): void {
  type Island = { handle: { showToast: (notice: Notice) => Promise<void> } };
  let flash: string | null = null;
  try {
    flash = sessionStorage.getItem(flashKey);
    sessionStorage.removeItem(flashKey);
  } catch {
    // Storage turned off: there is no notice to show.
  }
  if (flash) {
    const notice = JSON.parse(flash) as Notice;
    (import(/* @vite-ignore */ toastsUrl) as Promise<Island>)
      .then((island) => island.handle.showToast(notice))
      .catch(() => undefined);
  }

  if (!hasCookie(document.cookie, hintCookie)) return;
  fetch("/api/auth/get-session", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then((session: { user?: { email?: string; role?: string | null } } | null) => {
      const email = session?.user?.email;
      const role = session?.user?.role;
      if (!email) {
        // The session ended (expired, or signed out elsewhere): drop the hint.
        const secure = location.protocol === "https:" ? "; Secure" : "";
        document.cookie = `${hintCookie}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
        return;
      }
      for (const element of document.querySelectorAll<HTMLElement>("[data-account]")) {
        element.hidden = element.dataset.account !== "signed-in";
      }
      for (const element of document.querySelectorAll<HTMLElement>("[data-account-staff]")) {
        element.hidden = role !== "owner" && role !== "staff";
      }
      for (const element of document.querySelectorAll<HTMLElement>("[data-account-email]")) {
        element.textContent = email;
        element.title = email;
      }
    })
    .catch(() => undefined);
}
