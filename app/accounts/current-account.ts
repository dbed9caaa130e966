// The signed-in visitor, as the islands see them (in the browser).

import { hasCookie } from "#app/lib/cookies.ts";
import { SESSION_HINT_COOKIE } from "./session-hint.ts";

export interface Account {
  readonly email: string;
  /** Empty until they tell us: the sign-up form asks for none. */
  readonly name: string;
}

/** Who is signed in: asked of the server only when the hint says someone may be. */
export async function currentAccount(): Promise<Account | null> {
  if (!hasCookie(document.cookie, SESSION_HINT_COOKIE)) return null;
  try {
    const response = await fetch("/api/auth/get-session", {
      headers: { accept: "application/json" },
    });
    const session = (await response.json()) as { user?: { email?: string; name?: string } } | null;
    const email = session?.user?.email;
    if (!email) return null;
    return { email, name: session.user?.name ?? "" };
  } catch {
    return null;
  }
}

/** Keeps the name a signed-in visitor gave, for their next inquiry. */
export async function rememberName(name: string): Promise<void> {
  try {
    await fetch("/api/auth/update-user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
  } catch {
    // Only a convenience: the inquiry itself is already sent.
  }
}
