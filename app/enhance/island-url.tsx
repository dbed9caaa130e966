import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

/** The islands' route ids in app/routes.ts. */
export const ISLANDS = {
  inquiryDialog: "inquiries/inquiry-dialog.island",
  toasts: "components/ui/toasts.island",
  productSearch: "catalogue/live-search.island",
  authScreen: "accounts/auth-screen.island",
} as const;

/** An island module's URL, from React Router's manifest (hashed in a build). */
export function useIslandUrl(id: (typeof ISLANDS)[keyof typeof ISLANDS]): string | undefined {
  return useContext(FrameworkContext)?.manifest.routes[id]?.module;
}

/**
 * Development only: the dev server's route modules, islands included, refuse
 * to load until React Refresh is set up, which <Scripts> does on a hydrated
 * page. Pages without <Scripts> load it here. A build's manifest has no such
 * runtime, so production pages get nothing.
 */
export function DevIslandRuntime() {
  const runtime = useContext(FrameworkContext)?.manifest.hmr?.runtime;
  return runtime ? <script type="module" src={runtime} /> : null;
}
