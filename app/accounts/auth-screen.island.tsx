// The auth screen's island: React, the screen's component and sonner, loaded
// when a visitor first reaches for the screen (app/enhance/island-on-intent.ts),
// then hydrating what the server rendered. Registered in app/routes.ts like
// the other islands; its function goes out as `handle`.

import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { AuthScreen, type AuthScreenState } from "#app/accounts/components/auth-screen.tsx";
import { wholeStylesheet } from "#app/enhance/whole-stylesheet.ts";

/** The screen, telling when it has been hydrated: it renders nothing of its own. */
function Hydrated({ initial, onHydrated }: { initial: AuthScreenState; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return <AuthScreen initial={initial} />;
}

/**
 * Resolves once React has taken the screen over: a submit or a toggle that
 * came before then waits for it (island-on-intent.ts), or the browser would
 * post the form itself.
 */
async function attach(container: HTMLElement, initial: AuthScreenState): Promise<void> {
  await wholeStylesheet();
  return new Promise((resolve) => {
    hydrateRoot(container, <Hydrated initial={initial} onHydrated={resolve} />);
  });
}

export const handle = { attach };
