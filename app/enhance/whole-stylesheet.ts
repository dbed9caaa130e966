import href from "#app/app.css?url";

let loaded: Promise<void> | null = null;

/**
 * A page that runs no React carries only the style rules its own markup
 * matches (ADR 0025). An island that renders markup of its own (a dialog,
 * a toast, the other mode of the auth screen) waits for the whole
 * stylesheet first: one file, named by its content, cached for good.
 * Resolves on error too: an unstyled island beats none.
 */
export function wholeStylesheet(): Promise<void> {
  // Pages the server did not cut (the back office, development) have it all.
  if (!document.querySelector("style[data-page-css]")) return Promise.resolve();
  return (loaded ??= new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    document.head.append(link);
  }));
}
