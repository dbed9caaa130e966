import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

/** A centred modal on Radix Dialog: focus trapped inside, returned on close, Escape closes. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Where focus goes on close, when the dialog was opened from outside React. */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
        >
          <RadixDialog.Title className="pr-10 text-xl font-bold text-slate-900">
            {title}
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-1 mb-5 text-sm text-slate-600">
            {description}
          </RadixDialog.Description>
          {children}
          <RadixDialog.Close
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
