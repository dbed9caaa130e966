import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

/** The islands' route ids in app/routes.ts. */
export const ISLANDS = {
  inquiryDialog: "islands/inquiry-dialog",
  toasts: "islands/toasts",
} as const;

/** An island module's URL, from React Router's manifest (hashed in a build). */
export function useIslandUrl(id: (typeof ISLANDS)[keyof typeof ISLANDS]): string | undefined {
  return useContext(FrameworkContext)?.manifest.routes[id]?.module;
}
