import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while the server renders and the page hydrates; true once its script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
