import { type CSSProperties, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import type { Notice } from "#app/accounts/notice.ts";
import { wholeStylesheet } from "#app/enhance/whole-stylesheet.ts";

// One toaster per page, shared by every island (they share this module).
// sonner's defaults are the spec's: three visible, about 4 s, 356 px wide,
// 14 px apart. Rich colours make the error toast the destructive one; its
// text colours are darkened to reach 4.5:1 contrast (WCAG AA).

const contrast = {
  "--success-text": "#006b24",
  "--error-text": "#b91c1c",
} as CSSProperties;

let mounted: Promise<void> | null = null;

/** Resolves once the toaster listens: a toast sent before that would be lost. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

function mountToaster(): Promise<void> {
  return (mounted ??= wholeStylesheet().then(
    () =>
      new Promise<void>((resolve) => {
        const container = document.createElement("div");
        container.id = "toasts";
        document.body.append(container);
        createRoot(container).render(
          <>
            <Toaster richColors closeButton style={contrast} />
            <Ready onReady={resolve} />
          </>,
        );
      }),
  ));
}

export async function showToast(notice: Notice): Promise<void> {
  await mountToaster();
  const show = notice.tone === "error" ? toast.error : toast.success;
  show(notice.title, { description: notice.text });
}
