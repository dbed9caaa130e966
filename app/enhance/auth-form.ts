import type { Notice } from "#app/accounts/notice.ts";

type ModeText = {
  readonly title: string;
  readonly subtitle: string;
  readonly button: string;
  readonly toggle: string;
};

export type AuthFormText = {
  readonly login: ModeText;
  readonly signup: ModeText;
  readonly loading: string;
  readonly unexpected: Notice;
};

/**
 * The auth screen with JavaScript (spec sections 2, 7 and 8): the toggle
 * switches mode without a reload; a submit shows 'Loading...', posts to
 * /api/account/<mode> and shows the answer as a toast; a login goes home,
 * where 'Welcome back!' is shown. Should the toasts fail to load before
 * anything is sent, the form posts as it does without JavaScript.
 *
 * Serialised into the page by <InlineScript>: self-contained by design.
 */
export function enhanceAuthForm(
  text: AuthFormText,
  toastsUrl: string,
  hintCookie: string,
  flashKey: string,
  hasCookie: (cookies: string, name: string) => boolean,
): void {
  type Mode = "login" | "signup";
  type Island = { handle: { showToast: (notice: Notice) => Promise<void> } };
  type Answer = { signedIn: boolean; mode?: Mode; notice?: Notice };

  const form = document.querySelector<HTMLFormElement>("form[data-auth-form]");
  const card = form?.closest<HTMLElement>("[data-auth-card]");
  if (!form || !card) return;
  const part = <E extends HTMLElement>(name: string) =>
    card.querySelector<E>(`[data-auth="${name}"]`);
  const modeInput = form.elements.namedItem("mode") as HTMLInputElement;
  const email = form.elements.namedItem("email") as HTMLInputElement;
  const password = form.elements.namedItem("password") as HTMLInputElement;
  const button = part<HTMLButtonElement>("submit");
  const toggle = part<HTMLAnchorElement>("toggle");
  let mode: Mode = modeInput.value === "signup" ? "signup" : "login";
  let busy = false;

  let toasts: Promise<Island> | null = null;
  const loadToasts = () => (toasts ??= import(/* @vite-ignore */ toastsUrl) as Promise<Island>);
  // Fetched while the visitor types, so the answer shows at once.
  form.addEventListener("focusin", () => void loadToasts().catch(() => undefined), { once: true });

  function setMode(next: Mode) {
    document.title = document.title.replace(text[mode].title, text[next].title);
    mode = next;
    modeInput.value = next;
    const words = text[next];
    const title = part("title");
    const subtitle = part("subtitle");
    if (title) title.textContent = words.title;
    if (subtitle) subtitle.textContent = words.subtitle;
    if (button) button.textContent = words.button;
    if (toggle) {
      toggle.textContent = words.toggle;
      toggle.href = next === "login" ? "/auth?mode=signup" : "/auth";
    }
    const forgot = part("forgot");
    if (forgot) forgot.hidden = next !== "login";
    password.autocomplete = next === "login" ? "current-password" : "new-password";
    part("notice")?.remove();
    history.replaceState(history.state, "", next === "login" ? "/auth" : "/auth?mode=signup");
  }

  toggle?.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    setMode(mode === "login" ? "signup" : "login");
    email.focus();
  });

  function setBusy(value: boolean) {
    busy = value;
    if (!button) return;
    button.disabled = value;
    button.textContent = value ? text.loading : text[mode].button;
  }

  async function send(): Promise<Answer | null> {
    try {
      const response = await fetch(`/api/account/${mode}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: email.value, password: password.value }),
      });
      return (await response.json()) as Answer;
    } catch (error) {
      console.error("Login or sign-up request failed:", error);
      return null;
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    loadToasts().then(
      async (island) => {
        const answer = await send();
        if (answer?.signedIn) {
          try {
            if (answer.notice) sessionStorage.setItem(flashKey, JSON.stringify(answer.notice));
          } catch {
            // Storage turned off: home without the welcome toast.
          }
          location.replace("/");
          return;
        }
        setBusy(false);
        if (answer?.mode && answer.mode !== mode) setMode(answer.mode);
        await island.handle.showToast(answer?.notice ?? text.unexpected);
      },
      () => form.submit(),
    );
  });

  // Signed in later (in another tab, say): this screen is not for them.
  const leaveIfSignedIn = () => {
    if (hasCookie(document.cookie, hintCookie)) location.replace("/");
  };
  document.addEventListener("visibilitychange", leaveIfSignedIn);
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) leaveIfSignedIn();
  });
}
