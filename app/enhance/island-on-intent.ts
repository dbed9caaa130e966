import type { Json } from "./inline-script.tsx";

/**
 * How a part of a page becomes interactive (ADR 0006): the server renders it,
 * it works as plain HTML, and its island loads when a visitor first points
 * at, touches or focuses it. The island's `handle.attach(element, props)`
 * then takes it over (resolving, if it returns a promise, once it has):
 * All Products' search form, the auth screen.
 *
 * A submit, or a click on a link marked `data-island-waits`, that comes
 * before the island waits for it and then happens again, so the island
 * answers it. If the island cannot load, it happens as without JavaScript.
 *
 * Serialised into the page by <InlineScript>: self-contained by design.
 */
export function attachIslandOnIntent(moduleUrl: string, selector: string, props: Json): void {
  type Island = {
    handle: { attach: (element: HTMLElement, props: Json) => void | Promise<void> };
  };
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return;
  let attached = false;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= (import(/* @vite-ignore */ moduleUrl) as Promise<Island>).then(async (island) => {
      await island.handle.attach(element, props);
      attached = true;
    }));
  for (const type of ["pointerover", "touchstart", "focusin", "input", "change"]) {
    element.addEventListener(type, () => void load().catch(() => undefined), { passive: true });
  }

  // Caught on the way down, before anything in the element (React's own
  // listeners, once hydrating) sees it: the island answers it once, after.
  const early = (event: Event): boolean => {
    if (attached || !(event.target instanceof Node) || !element.contains(event.target)) {
      return false;
    }
    event.preventDefault();
    event.stopPropagation();
    return true;
  };
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !early(event)) return;
      const submitter = event.submitter;
      load().then(
        () => form.requestSubmit(submitter),
        () => form.submit(),
      );
    },
    { capture: true },
  );
  document.addEventListener(
    "click",
    (event) => {
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>("a[data-island-waits]")
          : null;
      if (!link || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!early(event)) return;
      load().then(
        () => link.click(),
        () => location.assign(link.href),
      );
    },
    { capture: true },
  );
}
