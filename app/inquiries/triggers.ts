/**
 * Turns the inquiry links ([data-inquiry-trigger]) into dialog openers. The
 * dialog's module loads when a visitor first points at, focuses or touches a
 * trigger, so a page that is only read never pays for it. If it cannot load,
 * the link is followed: the form's own page.
 *
 * Serialised into the page by <InlineScript>: self-contained by design.
 */
export function enhanceInquiryTriggers(moduleUrl: string): void {
  type Island = {
    handle: {
      openInquiryDialog: (request: {
        product?: string;
        about?: string;
        page?: string;
        trigger: HTMLElement;
      }) => void;
    };
  };
  let loading: Promise<Island> | null = null;
  const load = () => (loading ??= import(/* @vite-ignore */ moduleUrl) as Promise<Island>);
  const triggerOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>("[data-inquiry-trigger]") : null;

  for (const type of ["pointerover", "focusin", "touchstart"]) {
    document.addEventListener(
      type,
      (event) => {
        if (triggerOf(event.target)) void load().catch(() => undefined);
      },
      { passive: true },
    );
  }
  document.addEventListener("click", (event) => {
    const trigger = triggerOf(event.target);
    if (
      !trigger ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    load().then(
      (island) =>
        island.handle.openInquiryDialog({
          product: trigger.dataset.product,
          about: trigger.dataset.about,
          page: trigger.dataset.page,
          trigger,
        }),
      () => location.assign(trigger.href),
    );
  });
}
