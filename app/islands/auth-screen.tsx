// The auth screen's island: React, the screen's component and sonner, loaded
// when a visitor first reaches for the screen (app/enhance/island-on-intent.ts),
// then hydrating what the server rendered. Registered in app/routes.ts like
// the other islands; its function goes out as `handle`.

import { hydrateRoot } from "react-dom/client";
import { AuthScreen, type AuthScreenState } from "#app/components/auth-screen.tsx";

function attach(container: HTMLElement, initial: AuthScreenState): void {
  hydrateRoot(container, <AuthScreen initial={initial} />);
}

export const handle = { attach };
