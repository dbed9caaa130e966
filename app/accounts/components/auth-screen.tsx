import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import type { Notice } from "#app/accounts/notice.ts";
import { type AuthMode, MIN_PASSWORD_LENGTH } from "#app/accounts/rules.ts";
import { FLASH_KEY, SESSION_HINT_COOKIE } from "#app/accounts/session-hint.ts";
import { copy } from "#app/business/copy.ts";
import { AuthCard } from "./auth-card.tsx";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { hasCookie } from "#app/lib/cookies.ts";

/** What the screen opens with: the URL's mode, or what a posted form came back with. */
export type AuthScreenState = {
  readonly mode: AuthMode;
  readonly email?: string;
  readonly errors?: { readonly email?: string; readonly password?: string };
  readonly notice?: Notice | null;
  /** The back-office page a staff e-mail's link asked for (landing.ts). */
  readonly next?: string | null;
};

/** /api/account/<mode>'s answer (app/accounts/api.server.ts). */
type Answer = { signedIn: boolean; mode?: AuthMode; notice?: Notice; to?: string };

const UNEXPECTED: Notice = { tone: "error", title: copy.auth.error, text: copy.auth.unexpected };
const modeHref = (mode: AuthMode) => (mode === "login" ? "/auth" : "/auth?mode=signup");

async function send(mode: AuthMode, form: HTMLFormElement): Promise<Answer | null> {
  const data = new FormData(form);
  try {
    const response = await fetch(`/api/account/${mode}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        email: data.get("email"),
        password: data.get("password"),
        next: data.get("next"),
      }),
    });
    return (await response.json()) as Answer;
  } catch (error) {
    console.error("Login or sign-up request failed:", error);
    return null;
  }
}

/**
 * The login and sign-up screen. The server renders
 * it, and without JavaScript its form posts to /auth, which answers with a
 * notice on the page. The auth island hydrates this same component: the
 * toggle then switches mode in place, a submit reads 'Loading...' and the
 * answer is the spec's toast; a login goes home, where 'Welcome back!' shows.
 */
export function AuthScreen({ initial }: { initial: AuthScreenState }) {
  const [mode, setMode] = useState(initial.mode);
  const [notice, setNotice] = useState(initial.notice ?? null);
  const [busy, setBusy] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const text = copy.auth[mode];
  const errors = mode === initial.mode ? (initial.errors ?? {}) : {};

  function switchTo(next: AuthMode) {
    document.title = document.title.replace(copy.auth[mode].title, copy.auth[next].title);
    history.replaceState(history.state, "", modeHref(next));
    setNotice(null);
    setMode(next);
  }

  function toggle(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    switchTo(mode === "login" ? "signup" : "login");
    email.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await send(mode, event.currentTarget);
    if (answer?.signedIn) {
      try {
        if (answer.notice) sessionStorage.setItem(FLASH_KEY, JSON.stringify(answer.notice));
      } catch {
        // Storage turned off: home without the welcome toast.
      }
      // Where the server says: staff to the page a link asked for, or the inbox.
      location.replace(answer.to && /^\/(?!\/)/.test(answer.to) ? answer.to : "/");
      return;
    }
    setBusy(false);
    if (answer?.mode && answer.mode !== mode) switchTo(answer.mode);
    await showToast(answer?.notice ?? UNEXPECTED);
  }

  // Signed in later (in another tab, say): this screen is not for them.
  useEffect(() => {
    const leaveIfSignedIn = () => {
      // Asked again, the server sends them where they belong (landing.ts).
      if (hasCookie(document.cookie, SESSION_HINT_COOKIE)) {
        location.replace(location.pathname + location.search);
      }
    };
    const onShow = (event: PageTransitionEvent) => event.persisted && leaveIfSignedIn();
    document.addEventListener("visibilitychange", leaveIfSignedIn);
    window.addEventListener("pageshow", onShow);
    return () => {
      document.removeEventListener("visibilitychange", leaveIfSignedIn);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);

  return (
    <AuthCard title={text.title} subtitle={text.subtitle} notice={notice}>
      <form method="post" action="/auth" className="mt-6 space-y-4" onSubmit={submit}>
        <input type="hidden" name="mode" value={mode} />
        {initial.next ? <input type="hidden" name="next" value={initial.next} /> : null}
        <Field id="auth-email" label={copy.auth.email} error={errors.email}>
          <input
            {...inputProps("auth-email", errors.email)}
            ref={email}
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={initial.email}
          />
        </Field>
        <Field
          id="auth-password"
          label={copy.auth.password}
          hint={mode === "signup" ? copy.auth.passwordHint(MIN_PASSWORD_LENGTH) : undefined}
          error={errors.password}
        >
          <input
            {...inputProps("auth-password", errors.password, { hint: mode === "signup" })}
            name="password"
            type="password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            autoComplete={mode === "login" ? "current-password" : "new-password"}
          />
        </Field>
        {mode === "login" ? (
          <p className="text-right text-sm">
            <a href="/auth/forgot" className="rounded text-brand-700 hover:underline">
              {copy.auth.forgotLink}
            </a>
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? copy.auth.loading : text.button}
        </Button>
        <PrivacyNote text={copy.privacy.signupNote} className="text-center" />
      </form>
      <p className="mt-6 text-center text-sm">
        <a
          href={modeHref(mode === "login" ? "signup" : "login")}
          className="rounded font-medium text-brand-700 hover:underline"
          onClick={toggle}
          // Clicked before the island is there, it waits for it (island-on-intent.ts).
          data-island-waits=""
        >
          {text.toggle}
        </a>
      </p>
    </AuthCard>
  );
}
